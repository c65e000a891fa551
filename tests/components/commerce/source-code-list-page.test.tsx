import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SourceCodeListPage } from '@/features/commerce/components/source-code-list-page';
import { hydrateWithApp, renderWithApp, tickBeforeScript, typeBeforeScript } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

const INITIAL = {
  groups: [{ id: 1, slug: 'stack', name: 'Stack', options: [{ value: 7, label: 'Next.js', slug: 'nextjs' }] }],
  result: {
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
  },
};

beforeEach(() => setRouter({ pathname: '/source-codes', asPath: '/source-codes' }));

describe('SourceCodeListPage: the search box', () => {
  it('puts the keyword in the URL from the first page, trimmed', async () => {
    renderWithApp(<SourceCodeListPage initial={INITIAL} />);
    const ue = userEvent.setup();
    await ue.type(screen.getByRole('searchbox', { name: 'Search source code' }), '  shop {Enter}');
    expect(router.push).toHaveBeenCalledWith({ pathname: '/source-codes', query: { keyword: 'shop' } }, undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it('searches a keyword typed before the page’s script ran', async () => {
    hydrateWithApp(<SourceCodeListPage initial={INITIAL} />, (page) =>
      typeBeforeScript(page, 'Search source code', 'vnpay'),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledWith({ pathname: '/source-codes', query: { keyword: 'vnpay' } }, undefined, {
      shallow: true,
      scroll: false,
    });
  });
});

describe('SourceCodeListPage: the facets', () => {
  it('applies the facets ticked before the page’s script ran', () => {
    hydrateWithApp(<SourceCodeListPage initial={INITIAL} />, (page) => {
      tickBeforeScript(page, 'Next.js');
      tickBeforeScript(page, 'Paid');
    });
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/source-codes', query: { filter_ids: '7', price: 'paid' } },
      undefined,
      { shallow: true, scroll: false },
    );
  });
});
