import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountDetailPage } from '@/features/commerce/components/account-detail-page';
import type { AccountDetail } from '@/lib/commerce/account-store-types';
import { hydrateWithApp, renderWithApp, tickBeforeScript } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));
// The live stock check never answers here: the page shows the variants it came with.
vi.mock('@/features/commerce/lazy-commerce-api', () => ({
  commerceApi: async () => ({ accountVariant: () => new Promise(() => {}) }),
}));

const variant = (key: string, label: string, price: number, stock: number) => ({
  id: price,
  combination_key: key,
  label,
  price_vnd: price,
  compare_at_price_vnd: null,
  stock,
  in_stock: stock > 0,
});

const PRODUCT: AccountDetail = {
  id: 4,
  slug: 'music-premium',
  type: 'entertainment',
  provider: 'Music',
  title: 'Music Premium',
  short_description: 'Ad-free music.',
  thumbnail: '/images/accounts/music.svg',
  price_from_vnd: 59_000,
  compare_at_price_vnd: null,
  in_stock: true,
  sold_count: 10,
  description: 'Listen without ads.',
  features: ['No ads'],
  delivery_kind: 'credentials',
  options: [
    {
      name: 'Duration',
      values: [
        { code: '1-month', label: '1 month' },
        { code: '12-months', label: '12 months' },
      ],
    },
    {
      name: 'Plan',
      values: [
        { code: 'single', label: 'Single' },
        { code: 'family', label: 'Family' },
      ],
    },
  ],
  variants: [
    variant('1-month_single', '1 month · Single', 59_000, 5),
    variant('1-month_family', '1 month · Family', 99_000, 5),
    variant('12-months_single', '12 months · Single', 590_000, 3),
    variant('12-months_family', '12 months · Family', 990_000, 2),
  ],
  default_combination_key: '1-month_single',
};

const panel = () => screen.getByRole('complementary');

beforeEach(() => setRouter({ pathname: '/account/[slug]', asPath: '/account/music-premium' }));

describe('AccountDetailPage: the plan picker', () => {
  it('shows the chosen variant’s price and stock', async () => {
    renderWithApp(<AccountDetailPage origin="https://learnhub.example" product={PRODUCT} />);
    expect(within(panel()).getByText('59.000 VND')).toBeDefined();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Family' }));
    expect(within(panel()).getByText('99.000 VND')).toBeDefined();
    expect(within(panel()).getByText('5 left in stock')).toBeDefined();
  });

  it('keeps the plan picked before the page’s script ran, and shows its price', () => {
    hydrateWithApp(<AccountDetailPage origin="https://learnhub.example" product={PRODUCT} />, (page) => {
      tickBeforeScript(page, '12 months');
      tickBeforeScript(page, 'Family');
    });
    expect(screen.getByRole('radio', { name: '12 months' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Family' })).toHaveProperty('checked', true);
    expect(within(panel()).getByText('990.000 VND')).toBeDefined();
    expect(within(panel()).getByText('2 left in stock')).toBeDefined();
  });
});
