import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '@/components/pagination';
import { renderWithApp } from './helpers/render-with-app';

vi.mock('next/router', () => import('./helpers/router-mock'));

const hrefOf = (page: number) => ({ pathname: '/source-codes', query: page > 1 ? { page: String(page) } : {} });

describe('Pagination', () => {
  it('draws nothing for a single page', () => {
    renderWithApp(<Pagination page={1} totalPage={1} hrefOf={hrefOf} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links every page it shows, with a real address, the current one marked', () => {
    renderWithApp(<Pagination page={5} totalPage={9} hrefOf={hrefOf} />);
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Previous', '1', '4', '5', '6', '9', 'Next']);
    expect(within(nav).getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 4' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/source-codes');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/source-codes?page=6');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
  });

  it('is reached and walked with the keyboard alone', async () => {
    renderWithApp(<Pagination page={1} totalPage={3} hrefOf={hrefOf} />);
    const ue = userEvent.setup();
    await ue.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Page 1');
    await ue.tab();
    await ue.tab();
    await ue.tab();
    expect(document.activeElement?.textContent).toBe('Next');
  });
});
