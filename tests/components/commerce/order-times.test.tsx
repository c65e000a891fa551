import { describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '@/features/commerce/components/checkout-page';
import { OrderDetailPage } from '@/features/commerce/components/order-detail-page';
import type { OrderView } from '@/lib/commerce/order-types';
import { serverHtmlAsNext } from '../helpers/render-with-app';

vi.mock('next/router', () => import('../helpers/router-mock'));

const order: OrderView = {
  id: '0f4f3b1e-3c1a-4d7e-9d7a-5b2f7c9e1a10',
  code: 'LH-ABCD1234',
  status: 'pending',
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
  // 18:00 UTC on 12 March is 01:00 on 13 March in Vietnam; 07:15 UTC is 14:15 there.
  created_at: '2026-03-12T18:00:00.000Z',
  expires_at: '2026-03-13T07:15:00.000Z',
  paid_at: null,
  closed_at: null,
  can_pay: true,
};

describe('order times, as the server writes them', () => {
  // The server may run in any zone (UTC on most hosts): the HTML must read Vietnam's time,
  // which the browser's first render also uses, or hydration fails.
  it('the checkout says until when, in Vietnam time', async () => {
    const html = await serverHtmlAsNext(<CheckoutPage order={order} sandbox={false} />);
    expect(html).toContain('14:15');
  });

  it('the order page dates the order in Vietnam time', async () => {
    const html = await serverHtmlAsNext(<OrderDetailPage order={order} />);
    expect(html).toContain('13 Mar 2026, 01:00');
  });
});
