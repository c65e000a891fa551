import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SourceCodeListPage } from '@/features/commerce/components/source-code-list-page';
import { NO_SOURCE_CODE_FILTERS } from '@/lib/commerce/source-code-filters';
import { hydrateWithApp, renderWithApp, tickBeforeScript, typeBeforeScript } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

const RESULT = {
  groups: [{ id: 1, slug: 'stack', name: 'Stack', options: [{ value: 7, label: 'Next.js', slug: 'nextjs' }] }],
  items: [
    {
      id: 1,
      slug: 'shop-starter',
      title: 'Shop starter',
      short_description: 'A store with VNPay checkout.',
      thumbnail: '/images/source-codes/shop-starter.svg',
      price_vnd: 490_000,
      is_free: false,
      tech_stack: ['Next.js'],
      sales_count: 12,
      published_at: '2026-10-01T03:00:00.000Z',
    },
  ],
  page: 1,
  totalPage: 1,
  total: 1,
};

beforeEach(() => setRouter({ pathname: '/source-codes', asPath: '/source-codes' }));

describe('SourceCodeListPage: the search box', () => {
  it('puts the keyword in the URL from the first page, trimmed', async () => {
    renderWithApp(
      <SourceCodeListPage origin="https://learnhub.example" filters={NO_SOURCE_CODE_FILTERS} result={RESULT} />,
    );
    const ue = userEvent.setup();
    await ue.type(screen.getByRole('searchbox', { name: 'Search source code' }), '  shop {Enter}');
    expect(router.push).toHaveBeenCalledWith({ pathname: '/source-codes', query: { keyword: 'shop' } }, undefined, {
      scroll: false,
    });
  });

  it('searches a keyword typed before the page’s script ran', async () => {
    hydrateWithApp(
      <SourceCodeListPage origin="https://learnhub.example" filters={NO_SOURCE_CODE_FILTERS} result={RESULT} />,
      (page) => typeBeforeScript(page, 'Search source code', 'vnpay'),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledWith({ pathname: '/source-codes', query: { keyword: 'vnpay' } }, undefined, {
      scroll: false,
    });
  });
});

describe('SourceCodeListPage: the facets', () => {
  it('applies the facets ticked before the page’s script ran', () => {
    hydrateWithApp(
      <SourceCodeListPage origin="https://learnhub.example" filters={NO_SOURCE_CODE_FILTERS} result={RESULT} />,
      (page) => {
        tickBeforeScript(page, 'Next.js');
        tickBeforeScript(page, 'Paid');
      },
    );
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/source-codes', query: { filter_ids: '7', price: 'paid' } },
      undefined,
      { scroll: false },
    );
  });
});

describe('SourceCodeListPage: what the server rendered', () => {
  it('shows the results of the URL’s search with its controls set, and links the other pages', () => {
    const filters = { ...NO_SOURCE_CODE_FILTERS, keyword: 'shop', filterIds: [7], price: 'paid' as const, page: 2 };
    renderWithApp(
      <SourceCodeListPage
        origin="https://learnhub.example"
        filters={filters}
        result={{ ...RESULT, page: 2, totalPage: 3, total: 25 }}
      />,
    );
    expect(screen.getByRole('link', { name: /Shop starter/ })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search source code' }) as HTMLInputElement).value).toBe('shop');
    expect((screen.getByRole('checkbox', { name: 'Next.js' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Paid' }) as HTMLInputElement).checked).toBe(true);
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/source-codes?keyword=shop&filter_ids=7&price=paid&page=3',
    );
  });

  it('says when nothing matches', () => {
    renderWithApp(
      <SourceCodeListPage
        origin="https://learnhub.example"
        filters={{ ...NO_SOURCE_CODE_FILTERS, keyword: 'cobol' }}
        result={{ ...RESULT, items: [], totalPage: 0, total: 0 }}
      />,
    );
    expect(screen.getByText('No source code matches your search.')).toBeTruthy();
  });

  it('shows the error state with a retry of the same URL when the list could not be read', async () => {
    setRouter({ pathname: '/source-code-search', asPath: '/source-codes?keyword=shop' });
    renderWithApp(
      <SourceCodeListPage
        origin="https://learnhub.example"
        filters={{ ...NO_SOURCE_CODE_FILTERS, keyword: 'shop' }}
        result={null}
      />,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(router.replace).toHaveBeenCalledWith('/source-codes?keyword=shop');
  });

  it('fetches the results a page built without them lacks, as the first page of a search, keeping its address', () => {
    renderWithApp(
      <SourceCodeListPage origin="https://learnhub.example" filters={NO_SOURCE_CODE_FILTERS} result={null} deferred />,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    // page=1 makes it a search, which src/proxy.ts renders per request.
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/source-codes', query: { page: '1' } }, '/source-codes', {
      scroll: false,
    });
  });
});
