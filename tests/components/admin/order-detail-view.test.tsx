import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailView } from '@/features/admin/components/orders/order-detail-view';
import type { AdminOrder, GatewayCheck, RevealedStock } from '@/lib/admin/admin-order-types';
import { fail, mockApi, ok, type MockReply } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { stubResizeObserver } from '../helpers/resize-observer';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

stubResizeObserver();

const ORDER_ID = '5f1e2d3c-4b5a-4968-8776-655443322110';

const pending: AdminOrder = {
  id: ORDER_ID,
  code: 'ORD-2001',
  status: 'pending',
  locale: 'vi',
  buyer: { id: '9e8d7c6b-5a49-4837-a625-140302010000', email: 'lan@example.vn', name: 'Nguyễn Lan' },
  total_vnd: 598_000,
  refunded_vnd: 0,
  refundable_vnd: 0,
  created_at: '2026-11-20T03:00:00.000Z',
  expires_at: '2026-11-20T03:30:00.000Z',
  paid_at: null,
  closed_at: null,
  lines: [
    {
      id: 1,
      product_type: 'COURSE',
      product_id: 7,
      slug: 'react-from-zero',
      title: { en: 'React from zero', vi: 'React từ con số 0' },
      variant_label: null,
      price_vnd: 499_000,
      duplicate: false,
      version: null,
      grant: { kind: 'enrolment', state: 'not_granted', count: 0 },
    },
    {
      id: 2,
      product_type: 'ACCOUNT_STORE',
      product_id: 3,
      slug: 'canva-pro',
      title: { en: 'Canva Pro', vi: 'Canva Pro' },
      variant_label: { en: '1 month · Solo', vi: '1 tháng · Solo' },
      price_vnd: 99_000,
      duplicate: true,
      version: null,
      grant: { kind: 'stock', state: 'not_granted', count: 0 },
    },
  ],
  payments: [
    {
      id: 11,
      gateway: 'vnpay',
      txn_ref: 'TXN-2001-1',
      amount_vnd: 598_000,
      status: 'pending',
      response_code: null,
      transaction_no: null,
      bank_code: null,
      note: null,
      created_at: '2026-11-20T03:00:05.000Z',
      confirmed_at: null,
      checked_at: null,
    },
  ],
  events: [
    {
      id: 21,
      kind: 'return',
      txn_ref: 'TXN-2001-1',
      fields: { vnp_TxnRef: 'TXN-2001-1', vnp_ResponseCode: '00' },
      signature_valid: true,
      outcome: 'shown to the buyer',
      received_at: '2026-11-20T03:02:00.000Z',
    },
    {
      id: 22,
      kind: 'ipn',
      txn_ref: 'TXN-2001-1',
      fields: { vnp_TxnRef: 'TXN-2001-1', vnp_Amount: '1' },
      signature_valid: false,
      outcome: 'rejected: bad signature',
      received_at: '2026-11-20T03:02:30.000Z',
    },
  ],
  refunds: [],
  revealed: null,
  actions: { reveal: false, check: true, refund: false, resend: false, grant: true },
};

const paid: AdminOrder = {
  ...pending,
  status: 'paid',
  paid_at: '2026-11-20T03:10:00.000Z',
  refundable_vnd: 598_000,
  lines: pending.lines.map((line) => ({
    ...line,
    grant: { ...line.grant, state: 'granted', count: line.grant.kind === 'stock' ? 1 : 0 },
  })),
  payments: pending.payments.map((payment) => ({
    ...payment,
    status: 'succeeded',
    response_code: '00',
    transaction_no: '14012345',
    bank_code: 'NCB',
    confirmed_at: '2026-11-20T03:10:00.000Z',
    checked_at: '2026-11-20T03:10:00.000Z',
  })),
  actions: { reveal: true, check: false, refund: true, resend: true, grant: false },
};

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter({ pathname: '/admin/orders/[id]', asPath: `/admin/orders/${ORDER_ID}` }));
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

function serve(reply: MockReply) {
  mock = mockApi(() => reply);
  return mock;
}

const sectionOf = (name: string) => screen.getByRole('region', { name });
const button = (name: string) => screen.queryByRole('button', { name });

describe('OrderDetailView', () => {
  it('shows the order, its buyer, lines and what the gateway sent, each event with its signature check', () => {
    renderWithApp(<OrderDetailView order={pending} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order ORD-2001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All orders' }).getAttribute('href')).toBe('/admin/orders');
    expect(within(sectionOf('Buyer')).getByText('lan@example.vn')).toBeTruthy();

    const lines = sectionOf('Lines');
    expect(within(lines).getByText('React from zero')).toBeTruthy();
    expect(within(lines).getByText('Already owned')).toBeTruthy();
    expect(within(lines).getAllByText('Not granted')).toHaveLength(2);

    const events = within(sectionOf('Gateway events')).getAllByRole('listitem');
    expect(events).toHaveLength(2);
    expect(within(events[0]!).getByText('Return')).toBeTruthy();
    expect(within(events[0]!).getByText('Signature valid')).toBeTruthy();
    expect(within(events[0]!).queryByText('Signature invalid')).toBeNull();
    expect(within(events[1]!).getByText('IPN')).toBeTruthy();
    expect(within(events[1]!).getByText('Signature invalid')).toBeTruthy();
    expect(within(events[1]!).getByText('Outcome: rejected: bad signature')).toBeTruthy();
    // The raw fields sit behind a disclosure the keyboard can open.
    const summary = within(events[1]!).getByText('Raw fields (2)');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.parentElement!.querySelector('pre')!.textContent).toBe('vnp_TxnRef=TXN-2001-1\nvnp_Amount=1');

    expect(within(sectionOf('Refunds')).getByText('No refunds.')).toBeTruthy();
  });

  it('offers only the actions the order allows now', () => {
    const { unmount } = renderWithApp(<OrderDetailView order={pending} />);
    expect(button('Check with the gateway')).toBeTruthy();
    expect(button('Grant manually')).toBeTruthy();
    expect(button('Refund')).toBeNull();
    expect(button('Resend receipt')).toBeNull();
    unmount();

    renderWithApp(<OrderDetailView order={paid} />);
    expect(button('Check with the gateway')).toBeNull();
    expect(button('Grant manually')).toBeNull();
    expect(button('Refund')).toBeTruthy();
    expect(button('Resend receipt')).toBeTruthy();
  });

  it('checks with the gateway, says its verdict and shows the order it answered', async () => {
    const reply: GatewayCheck = { verdict: 'paid', order: paid };
    serve(ok(reply));
    renderWithApp(<OrderDetailView order={pending} />);
    await userEvent.click(button('Check with the gateway')!);

    expect(await screen.findByText('The gateway confirms the payment: the order is now paid.')).toBeTruthy();
    expect(mock!.requests[0]).toMatchObject({ method: 'post', url: `/api/admin/orders/${ORDER_ID}/check` });
    expect(within(sectionOf('Lines')).getAllByText('Granted')).toHaveLength(2);
    expect(within(sectionOf('Payment attempts')).getByText('14012345')).toBeTruthy();
    expect(button('Check with the gateway')).toBeNull();
    expect(button('Refund')).toBeTruthy();
  });

  it('says when the gateway has no payment, and a failed check in the page’s words', async () => {
    serve(ok({ verdict: 'not_paid', order: pending } satisfies GatewayCheck));
    renderWithApp(<OrderDetailView order={pending} />);
    await userEvent.click(button('Check with the gateway')!);
    expect(await screen.findByText('The gateway has no completed payment for this order.')).toBeTruthy();

    mock!.restore();
    serve(fail(502, 'PAYMENT_GATEWAY_ERROR', 'Gateway down.'));
    await userEvent.click(button('Check with the gateway')!);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment gateway did not confirm the request. Nothing was changed; try again later.',
    );
  });

  it('refunds through the dialog and shows the refunded order, then resends the receipt', async () => {
    const afterRefund: AdminOrder = {
      ...paid,
      refunded_vnd: 100_000,
      refundable_vnd: 498_000,
      refunds: [
        {
          id: 31,
          kind: 'partial',
          amount_vnd: 100_000,
          reason: 'Course bought twice',
          status: 'succeeded',
          response_code: '00',
          by: null,
          created_at: '2026-11-21T03:00:00.000Z',
          settled_at: '2026-11-21T03:00:02.000Z',
        },
      ],
    };
    mock = mockApi((config) => (config.url!.endsWith('/refund') ? ok(afterRefund) : ok({ sent: true })));
    renderWithApp(<OrderDetailView order={paid} />);

    await userEvent.click(button('Refund')!);
    const dialog = await screen.findByRole('dialog', { name: 'Refund order ORD-2001' });
    const amount = within(dialog).getByLabelText<HTMLInputElement>('Amount (VND)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100000');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Course bought twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('The refund of 100.000 VND went through.')).toBeTruthy();
    const refunds = sectionOf('Refunds');
    expect(within(refunds).getByText('Course bought twice')).toBeTruthy();
    expect(within(refunds).getByText('system')).toBeTruthy();
    expect(screen.getAllByText('Partly refunded').length).toBeGreaterThan(0);

    await userEvent.click(button('Resend receipt')!);
    expect(await screen.findByText('Receipt sent to lan@example.vn')).toBeTruthy();
    expect(mock.requests.map((request) => request.url)).toEqual([
      `/api/admin/orders/${ORDER_ID}/refund`,
      `/api/admin/orders/${ORDER_ID}/resend`,
    ]);
  });

  it('reveals the delivered items once, after a warning, and then offers no second reveal', async () => {
    const stockLine = paid.lines.find((line) => line.grant.kind === 'stock')!;
    const revealed: RevealedStock = {
      lines: [{ line_id: stockLine.id, items: [[{ name: 'code', value: 'CODE-REVEALED-1' }]] }],
    };
    serve(ok(revealed));
    renderWithApp(<OrderDetailView order={paid} />);
    await userEvent.click(button('Reveal delivered items')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/once per order/)).toBeTruthy();
    expect(mock!.requests).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reveal' }));

    expect(await within(dialog).findByText('CODE-REVEALED-1')).toBeTruthy();
    expect(mock!.requests[0]).toMatchObject({ method: 'post', url: `/api/admin/orders/${ORDER_ID}/reveal` });
    expect(button('Reveal delivered items')).toBeNull();
  });
});
