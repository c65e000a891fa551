import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServiceUnavailable } from '@/components/service-unavailable';
import { renderWithApp } from './helpers/render-with-app';
import { setRouter } from './helpers/router-mock';

vi.mock('next/router', () => import('./helpers/router-mock'));

describe('ServiceUnavailable (a per-request page while the database is unreachable)', () => {
  it('says the site is unavailable for now, and offers the same page again', () => {
    setRouter({ asPath: '/my-course?tab=2', locale: 'en' });
    renderWithApp(<ServiceUnavailable />);
    expect(screen.getByRole('heading', { level: 1, name: 'Temporarily unavailable' })).toBeDefined();
    expect(screen.getByText(/please try again in a minute/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/my-course?tab=2');
  });

  it('tries again at the address of the page’s language', () => {
    setRouter({ asPath: '/profile', locale: 'vi' });
    renderWithApp(<ServiceUnavailable />);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/vi/profile');
  });
});
