import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderListView } from '@/features/admin/components/orders/order-list-view';
import type { AdminOrderListItem } from '@/lib/admin/admin-order-types';
import { renderWithApp } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

// jsdom has no ResizeObserver; antd's Table observes its size with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', NoopResizeObserver);

const PAID_ID = '0b7f3c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const PARTLY_ID = '1c8a4d2f-2e3b-4d4c-8f9a-1b2c3d4e5f60';
const PENDING_ID = '2d9b5e3a-3f4c-4e5d-9a0b-2c3d4e5f6071';

const item = (overrides: Partial<AdminOrderListItem>): AdminOrderListItem => ({
  id: PAID_ID,
  code: 'ORD-1001',
  status: 'paid',
  buyer: { id: '9e8d7c6b-5a49-4837-a625-140302010000', email: 'lan@example.vn', name: 'Nguyễn Lan' },
  total_vnd: 499_000,
  refunded_vnd: 0,
  item_count: 1,
  first_item_title: 'React from zero',
  product_types: ['COURSE'],
  gateway: 'vnpay',
  created_at: '2026-11-20T03:00:00.000Z',
  paid_at: '2026-11-20T03:05:00.000Z',
  ...overrides,
});

const orders = [
  item({}),
  item({
    id: PARTLY_ID,
    code: 'ORD-1002',
    buyer: { id: '9e8d7c6b-5a49-4837-a625-140302010001', email: 'minh@example.vn', name: 'Trần Minh' },
    total_vnd: 1_200_000,
    refunded_vnd: 200_000,
    item_count: 3,
    first_item_title: 'Canva Pro',
    product_types: ['ACCOUNT_STORE', 'SOURCE'],
  }),
  item({ id: PENDING_ID, code: 'ORD-1003', status: 'pending', gateway: null, paid_at: null }),
];

beforeEach(() => setRouter({ pathname: '/admin/orders', asPath: '/admin/orders' }));

const rowOf = (code: string) => screen.getByRole('link', { name: code }).closest('tr')!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('OrderListView', () => {
  it('lists each order with its link, buyer, items, total, status and gateway', () => {
    renderWithApp(<OrderListView orders={orders} page={1} totalPage={1} pageSize={20} />);
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'ORD-1001' }).getAttribute('href')).toBe(`/admin/orders/${PAID_ID}`);
    expect(screen.getByRole('link', { name: 'ORD-1002' }).getAttribute('href')).toBe(`/admin/orders/${PARTLY_ID}`);

    const [, buyer, items, total, status, gateway] = cells(rowOf('ORD-1001'));
    expect([buyer, items, total, status, gateway]).toEqual([
      'Nguyễn Lanlan@example.vn',
      'React from zero',
      '499.000\u00a0VND',
      'Paid',
      'VNPay',
    ]);

    // Paid, with part of the money given back.
    expect(cells(rowOf('ORD-1002')).slice(1, 6)).toEqual([
      'Trần Minhminh@example.vn',
      'Canva Proand 2 more',
      '1.200.000\u00a0VND−200.000\u00a0VND refunded',
      'Partly refunded',
      'VNPay',
    ]);
    // Never sent to a gateway.
    expect(cells(rowOf('ORD-1003')).slice(4, 6)).toEqual(['Pending', '—']);
  });

  it('has labelled filters and pages on the server', async () => {
    renderWithApp(<OrderListView orders={orders} page={1} totalPage={4} pageSize={20} />);
    for (const label of ['Search', 'Status', 'Product type', 'Gateway', 'Placed from', 'Placed until'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Search').placeholder).toBe(
      'Order code or id, buyer email, product',
    );
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(router.push).toHaveBeenCalledWith({ pathname: '/admin/orders', query: { page: '2' } }, undefined, {
      scroll: false,
    });
  });

  it('says when there are no orders, and when none match the filters', () => {
    const { unmount } = renderWithApp(<OrderListView orders={[]} page={1} totalPage={0} pageSize={20} />);
    expect(screen.getByText('No orders yet.')).toBeTruthy();
    unmount();
    setRouter({ pathname: '/admin/orders', asPath: '/admin/orders?status=failed', query: { status: 'failed' } });
    renderWithApp(<OrderListView orders={[]} page={1} totalPage={0} pageSize={20} />);
    expect(screen.getByText('Nothing matches these filters.')).toBeTruthy();
  });
});
