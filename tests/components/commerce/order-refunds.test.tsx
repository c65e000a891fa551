import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderDetailPage } from '@/features/commerce/components/order-detail-page';
import type { OrderView } from '@/lib/commerce/order-types';
import { renderWithApp } from '../helpers/render-with-app';

vi.mock('next/router', () => import('../helpers/router-mock'));

const paid: OrderView = {
  id: '0f4f3b1e-3c1a-4d7e-9d7a-5b2f7c9e1a10',
  code: 'LH-ABCD1234',
  status: 'paid',
  total_vnd: 499_000,
  refunded_vnd: 0,
  items: [
    {
      id: 1,
      product_type: 'COURSE',
      product_id: 2,
      slug: 'modern-react',
      title: 'Modern React',
      variant_label: null,
      combination_key: null,
      thumbnail: '/images/courses/modern-react.svg',
      price_vnd: 499_000,
      version: null,
      duplicate: false,
      delivered: [],
    },
  ],
  created_at: '2026-03-12T18:00:00.000Z',
  expires_at: '2026-03-13T07:15:00.000Z',
  paid_at: '2026-03-12T18:05:00.000Z',
  closed_at: null,
  can_pay: false,
};

describe("the buyer's order page after a refund", () => {
  it('says partly refunded, with the amount, and keeps what the order gave', () => {
    renderWithApp(<OrderDetailPage order={{ ...paid, refunded_vnd: 100_000 }} />);
    expect(screen.getByText('Partly refunded')).toBeTruthy();
    expect(screen.getByText(/100\.000/).textContent).toContain('−');
    expect(screen.getByRole('link', { name: 'Open the course' })).toBeTruthy();
  });

  it('says refunded, explains what was taken back, and offers no course link', () => {
    renderWithApp(<OrderDetailPage order={{ ...paid, status: 'refunded', refunded_vnd: 499_000 }} />);
    expect(screen.getAllByText('Refunded')).toHaveLength(2);
    expect(screen.getByText(/has been taken back/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the course' })).toBeNull();
  });

  it('marks a line the buyer already owned as refunded, without its course link', () => {
    renderWithApp(
      <OrderDetailPage
        order={{ ...paid, refunded_vnd: 499_000, status: 'refunded', items: [{ ...paid.items[0]!, duplicate: true }] }}
      />,
    );
    expect(screen.getByText(/You already owned this/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the course' })).toBeNull();
  });
});
