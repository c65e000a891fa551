import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountStorePage } from '@/features/commerce/components/account-store-page';
import { NO_ACCOUNT_STORE_FILTERS } from '@/lib/commerce/account-store-filters';
import { renderWithApp } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

const CARD = {
  id: 4,
  slug: 'lingualeap-premium',
  title: 'LinguaLeap Premium',
  short_description: 'Ad-free language lessons.',
  thumbnail: '/images/account-store/lingualeap.svg',
  type: 'learning' as const,
  provider: 'LinguaLeap',
  price_from_vnd: 99_000,
  compare_at_price_vnd: null,
  in_stock: true,
  sold_count: 7,
};

beforeEach(() => setRouter({ pathname: '/account-search', asPath: '/account?type=learning&page=2' }));

describe('AccountStorePage', () => {
  it('shows the tab and the page the server rendered, every tab and page a real link', () => {
    renderWithApp(
      <AccountStorePage
        origin="https://learnhub.example"
        filters={{ type: 'learning', page: 2 }}
        result={{ items: [CARD], page: 2, totalPage: 2, total: 17 }}
      />,
    );
    expect(screen.getByRole('link', { name: 'LinguaLeap Premium' }).getAttribute('href')).toBe(
      '/account/lingualeap-premium',
    );
    const tabs = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(tabs).getByRole('link', { name: 'Learning' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Work' }).getAttribute('href')).toBe('/account?type=work');
    expect(within(tabs).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/account');
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/account?type=learning');
  });

  it('says when a category is empty, and shows the error state when the list could not be read', () => {
    const { rerender } = renderWithApp(
      <AccountStorePage
        origin="https://learnhub.example"
        filters={NO_ACCOUNT_STORE_FILTERS}
        result={{ items: [], page: 1, totalPage: 0, total: 0 }}
      />,
    );
    expect(screen.getByText('No products in this category yet.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<AccountStorePage origin="https://learnhub.example" filters={NO_ACCOUNT_STORE_FILTERS} result={null} />);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('built without its results, asks the server for the first page of the list, the address unchanged', async () => {
    setRouter({ pathname: '/account', asPath: '/account' });
    renderWithApp(
      <AccountStorePage origin="https://learnhub.example" filters={NO_ACCOUNT_STORE_FILTERS} result={null} deferred />,
    );
    // page=1 makes it a search, which src/proxy.ts renders per request.
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith({ pathname: '/account', query: { page: '1' } }, '/account', {
        scroll: false,
      }),
    );
  });
});
