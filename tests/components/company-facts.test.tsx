import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyFacts } from '@/components/company-facts';
import { renderWithApp } from './helpers/render-with-app';

describe('CompanyFacts', () => {
  it('lists how to reach the company as term and description pairs, the email as a mail link', () => {
    const { container } = renderWithApp(<CompanyFacts />);
    const pairs = [...container.querySelectorAll('dl > div')].map((pair) => [
      pair.querySelector('dt')?.textContent,
      pair.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Email', 'hello@learnhub.local'],
      ['Office', '12 Bạch Đằng, Hải Châu, Đà Nẵng, Vietnam'],
      ['Opening hours', 'Monday to Friday, 8:30–17:30 (GMT+7)'],
    ]);
    expect(screen.getByRole('link', { name: 'hello@learnhub.local' }).getAttribute('href')).toBe(
      'mailto:hello@learnhub.local',
    );
  });
});
