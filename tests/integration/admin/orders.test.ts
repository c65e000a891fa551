import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { getDb } from '@/server/db/client';
import { stockItems } from '@/server/db/schema/account-store';
import { enrolments } from '@/server/db/schema/enrolments';
import { mailOutbox } from '@/server/db/schema/mail';
import { orderItems, payments, refunds } from '@/server/db/schema/orders';
import { sandboxTransactions } from '@/server/db/schema/sandbox-gateway';
import { gatewayConfig } from '@/server/payments/gateway-config';
import { merchantHash, REFUND_REQUEST_ORDER, type MerchantFields } from '@/server/payments/vnpay-merchant-api';
import { checkStalePayments, STALE_AFTER_MS } from '@/server/services/payments/check-stale-payments';
import { serveApi, waitFor, type Api } from '../helpers/api';
import { auditOf } from '../helpers/admin';
import { createCourse } from '../helpers/catalog';
import { createAccountProduct, createSourceCode, orderAndPay } from '../helpers/commerce';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

/**
 * A switch on the sandbox gateway's merchant API: when set, its answers are rewritten on
 * the way back (as a man in the middle would), so the client's signature check is tested
 * against the real call path.
 */
const tamper = vi.hoisted(() => ({ answer: null as null | ((fields: MerchantFields) => MerchantFields) }));
vi.mock('@/server/payments/sandbox-merchant-api', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/server/payments/sandbox-merchant-api')>();
  return {
    ...original,
    answerSandboxCall: async (...args: Parameters<typeof original.answerSandboxCall>) => {
      const answer = await original.answerSandboxCall(...args);
      return tamper.answer ? tamper.answer(answer) : answer;
    },
  };
});

const ROUTES = [
  '/api/orders',
  '/api/orders/[id]',
  '/api/orders/[id]/payment',
  '/api/orders/[id]/check',
  '/api/payments/sandbox/decision',
  '/api/payments/vnpay/return',
  '/api/source-codes/[id]/download',
  '/api/admin/orders',
  '/api/admin/orders/[id]',
  '/api/admin/orders/[id]/check',
  '/api/admin/orders/[id]/refund',
  '/api/admin/orders/[id]/grant',
  '/api/admin/orders/[id]/resend',
  '/api/admin/orders/[id]/reveal',
  '/api/admin/audit-log',
];

let api: Api;
beforeAll(async () => {
  api = await serveApi(Object.fromEntries(ROUTES.map((path) => [path, API_ROUTES[path]!])));
});
afterAll(() => api.close());
isolateRateLimits();

const unique = () => Math.random().toString(36).slice(2, 8);

describeEachDatabase('the back office: orders, gateway checks and refunds', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
  });
  const adminCall = (path: string, body?: unknown) =>
    api.call(path, { token: admin.token, ...(body === undefined ? { method: 'POST' } : { body }) });
  const detail = async (orderId: string) =>
    (await api.call(`/api/admin/orders/${orderId}`, { token: admin.token })).body.data;

  /** Where the sandbox sent the last buyer back (the signed result). */
  let lastReturnUrl = '';
  /** A learner orders `items`, then the sandbox gateway plays the buyer's decision. */
  async function buy(
    token: string,
    items: { product_type: string; product_id: number; combination_key?: string }[],
    decision: 'approve' | 'cancel' | 'approve_without_notice' | null = 'approve',
  ) {
    const { orderId, request } = await orderAndPay(api, token, items);
    if (decision) {
      const reply = await api.call('/api/payments/sandbox/decision', { body: { params: request, decision } });
      expect(reply.status).toBe(200);
      lastReturnUrl = reply.body.data.redirect_url;
    }
    return orderId;
  }
  const paidCourse = () =>
    createCourse({
      slug: `order-${unique()}`,
      titleEn: 'Refundable course',
      titleVi: 'Khóa hoàn tiền',
      priceVnd: 300_000,
    });
  const enrolled = async (userId: string, courseId: number) =>
    (
      await getDb()
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    ).length === 1;

  it('is for admins only, and names unknown and malformed orders', async () => {
    const learner = await signedInUser();
    expect((await api.call('/api/admin/orders')).status).toBe(401);
    expect((await api.call('/api/admin/orders', { token: learner.token })).status).toBe(403);
    const orderId = await buy(learner.token, [{ product_type: 'COURSE', product_id: await paidCourse() }], null);
    for (const action of ['check', 'resend']) {
      expect(
        (await api.call(`/api/admin/orders/${orderId}/${action}`, { token: learner.token, method: 'POST' })).status,
      ).toBe(403);
    }
    expect(
      (
        await api.call(`/api/admin/orders/${orderId}/refund`, {
          token: learner.token,
          body: { amount_vnd: 1, reason: 'why not' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.call('/api/admin/orders/00000000-0000-4000-8000-000000000000', { token: admin.token })).status,
    ).toBe(404);
    expect((await api.call('/api/admin/orders/not-an-id', { token: admin.token })).status).toBe(400);
  });

  it('lists orders searched by code, buyer email and product, filtered by status, type and gateway', async () => {
    const learner = await signedInUser();
    const title = `Searchable ${unique()}`;
    const courseId = await createCourse({
      slug: `s-${unique()}`,
      titleEn: title,
      titleVi: 'Tìm được',
      priceVnd: 120_000,
    });
    const paid = await buy(learner.token, [{ product_type: 'COURSE', product_id: courseId }]);
    const code = (await detail(paid)).code as string;
    const list = async (query: string) =>
      ((await api.call(`/api/admin/orders?${query}`, { token: admin.token })).body.data as { id: string }[]).map(
        (row) => row.id,
      );

    expect(await list(`q=${code.toLowerCase()}`)).toEqual([paid]);
    expect(await list(`q=${paid}`)).toEqual([paid]);
    expect(await list(`q=${encodeURIComponent(learner.user.email)}`)).toEqual([paid]);
    expect(await list(`q=${encodeURIComponent(title.toLowerCase())}`)).toEqual([paid]);
    expect(await list(`q=${code}&status=pending`)).toEqual([]);
    expect(await list(`q=${code}&status=paid&product_type=COURSE&gateway=sandbox`)).toEqual([paid]);
    expect(await list(`q=${code}&product_type=SOURCE`)).toEqual([]);
    expect(await list(`q=${code}&gateway=manual`)).toEqual([]);
    const row = (await api.call(`/api/admin/orders?q=${code}`, { token: admin.token })).body.data[0];
    expect(row).toMatchObject({
      code,
      status: 'paid',
      buyer: { email: learner.user.email },
      total_vnd: 120_000,
      refunded_vnd: 0,
      item_count: 1,
      first_item_title: title,
      product_types: ['COURSE'],
      gateway: 'sandbox',
    });
    const bad = await api.call('/api/admin/orders?status=lost&from=yesterday', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['from', 'status']);
  });

  it('shows the lines, what they granted, the attempt and the IPN with its signed fields', async () => {
    const learner = await signedInUser();
    const courseId = await paidCourse();
    const orderId = await buy(learner.token, [{ product_type: 'COURSE', product_id: courseId }]);
    // The buyer's return (the result page reloads it while it waits): kept once.
    const returned = `/api/payments/vnpay/return${new URL(lastReturnUrl).search}`;
    for (let i = 0; i < 2; i += 1) expect((await api.call(returned)).body.data.status).toBe('paid');
    const order = await detail(orderId);
    expect(order).toMatchObject({
      status: 'paid',
      buyer: { id: learner.user.id, email: learner.user.email },
      refundable_vnd: 300_000,
      lines: [
        {
          product_type: 'COURSE',
          product_id: courseId,
          duplicate: false,
          grant: { kind: 'enrolment', state: 'granted' },
        },
      ],
      payments: [{ gateway: 'sandbox', status: 'succeeded', response_code: '00', amount_vnd: 300_000 }],
      actions: { check: false, refund: true, resend: true, grant: false },
    });
    expect(order.events.map((event: { kind: string }) => event.kind)).toEqual(['ipn', 'return']);
    expect(order.events[0]).toMatchObject({ kind: 'ipn', signature_valid: true, outcome: '00' });
    expect(order.events[1]).toMatchObject({ signature_valid: true, outcome: 'shown' });
    expect(order.events[0].fields).toMatchObject({ vnp_ResponseCode: '00', vnp_Amount: '30000000' });
    expect(order.events[0].fields.vnp_SecureHash).toMatch(/^[0-9a-f]{128}$/);
  });

  it('refunds the whole payment: the order is refunded, its course taken back, audited; never twice', async () => {
    const learner = await signedInUser();
    const courseId = await paidCourse();
    const orderId = await buy(learner.token, [{ product_type: 'COURSE', product_id: courseId }]);
    expect(await enrolled(learner.user.id, courseId)).toBe(true);

    const tooMuch = await adminCall(`/api/admin/orders/${orderId}/refund`, {
      amount_vnd: 300_001,
      reason: 'asked by the buyer',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.fields.amount_vnd).toContain('300000');
    const noReason = await adminCall(`/api/admin/orders/${orderId}/refund`, { amount_vnd: 300_000, reason: ' ' });
    expect(noReason.body.error.fields).toHaveProperty('reason');

    const refunded = await adminCall(`/api/admin/orders/${orderId}/refund`, {
      amount_vnd: 300_000,
      reason: 'asked by the buyer',
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      refunded_vnd: 300_000,
      refundable_vnd: 0,
      lines: [{ grant: { kind: 'enrolment', state: 'revoked' } }],
      refunds: [{ kind: 'full', amount_vnd: 300_000, status: 'succeeded', response_code: '00', by: admin.user.email }],
      actions: { refund: false, resend: false },
    });
    expect(refunded.body.data.events.map((event: { kind: string }) => event.kind)).toEqual(['ipn', 'refund']);
    expect(await enrolled(learner.user.id, courseId)).toBe(false);

    // The learner sees it; the gateway's ledger gave the money back once.
    const mine = await api.call(`/api/orders/${orderId}`, { token: learner.token });
    expect(mine.body.data).toMatchObject({ status: 'refunded', refunded_vnd: 300_000 });
    const again = await adminCall(`/api/admin/orders/${orderId}/refund`, { amount_vnd: 1, reason: 'once more' });
    expect(again.body.error.error_code).toBe('ORDER_NOT_REFUNDABLE');
    const [audit] = await auditOf(api, admin.token, 'order', orderId);
    expect(audit).toMatchObject({
      action: 'order.refund',
      actor: { email: admin.user.email },
      before: { status: 'paid', refunded_vnd: 0 },
      after: {
        outcome: 'refunded',
        kind: 'full',
        amount_vnd: 300_000,
        reason: 'asked by the buyer',
        revoked: { enrolments: 1 },
      },
    });
  });

  it('refunds part of a payment without taking anything back, up to what was paid', async () => {
    const learner = await signedInUser();
    const courseId = await paidCourse();
    const orderId = await buy(learner.token, [{ product_type: 'COURSE', product_id: courseId }]);
    const refund = (amount: number) =>
      adminCall(`/api/admin/orders/${orderId}/refund`, { amount_vnd: amount, reason: 'late delivery' });

    expect((await refund(100_000)).body.data).toMatchObject({
      status: 'paid',
      refunded_vnd: 100_000,
      refundable_vnd: 200_000,
    });
    expect(await enrolled(learner.user.id, courseId)).toBe(true);
    expect((await refund(200_001)).status).toBe(400);
    const rest = await refund(200_000);
    expect(rest.body.data).toMatchObject({ status: 'paid', refunded_vnd: 300_000, refundable_vnd: 0 });
    expect(rest.body.data.refunds.map((row: { kind: string }) => row.kind)).toEqual(['partial', 'partial']);
    expect((await refund(1)).status).toBe(400);
    expect(await enrolled(learner.user.id, courseId)).toBe(true);
    expect((await api.call(`/api/orders/${orderId}`, { token: learner.token })).body.data.refunded_vnd).toBe(300_000);
  });

  it('lets only one of two racing refunds through', async () => {
    const learner = await signedInUser();
    const orderId = await buy(learner.token, [{ product_type: 'COURSE', product_id: await paidCourse() }]);
    const replies = await Promise.all(
      [0, 1].map(() => adminCall(`/api/admin/orders/${orderId}/refund`, { amount_vnd: 300_000, reason: 'raced' })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(['REFUND_IN_PROGRESS', 'ORDER_NOT_REFUNDABLE']).toContain(
      replies.find((r) => r.status === 409)!.body.error.error_code,
    );
    const rows = await getDb().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(1);
    const txnRef = (await getDb().select().from(payments).where(eq(payments.orderId, orderId)))[0]!.txnRef;
    const [ledger] = await getDb().select().from(sandboxTransactions).where(eq(sandboxTransactions.txnRef, txnRef));
    expect(ledger!.refundedVnd).toBe(300_000);
  });

  it('flags delivered stock as refunded (never back on sale) and refuses the download of a refunded source code', async () => {
    const learner = await signedInUser();
    const account = await createAccountProduct({ stock: 2 });
    const source = await createSourceCode({ priceVnd: 250_000 });
    const orderId = await buy(learner.token, [
      { product_type: 'ACCOUNT_STORE', product_id: account.id, combination_key: '1-month_solo' },
      { product_type: 'SOURCE', product_id: source.id },
    ]);
    expect((await api.raw(`/api/source-codes/${source.id}/download`, { token: learner.token })).status).toBe(200);
    const before = await detail(orderId);
    expect(before.lines.map((line: { grant: unknown }) => line.grant)).toEqual([
      { kind: 'stock', state: 'granted', count: 1 },
      { kind: 'download', state: 'granted', count: 0 },
    ]);

    const total = before.total_vnd as number;
    const refunded = await adminCall(`/api/admin/orders/${orderId}/refund`, {
      amount_vnd: total,
      reason: 'wrong product',
    });
    expect(refunded.body.data.lines.map((line: { grant: { state: string } }) => line.grant.state)).toEqual([
      'revoked',
      'revoked',
    ]);
    const [line] = await getDb()
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productType, 'ACCOUNT_STORE')));
    const [item] = await getDb().select().from(stockItems).where(eq(stockItems.orderItemId, line!.id));
    expect(item!.status).toBe('refunded');
    const denied = await api.call(`/api/source-codes/${source.id}/download`, { token: learner.token });
    expect(denied.body.error.error_code).toBe('PURCHASE_REQUIRED');
    // The learner's order no longer shows the code.
    const mine = (await api.call(`/api/orders/${orderId}`, { token: learner.token })).body.data;
    expect(mine.items[0].delivered).toEqual([]);

    // Support sees what was handed over, once per order, and the log keeps who — not what.
    expect(
      (await api.call(`/api/admin/orders/${orderId}/reveal`, { token: learner.token, method: 'POST' })).status,
    ).toBe(403);
    const revealed = await adminCall(`/api/admin/orders/${orderId}/reveal`);
    expect(revealed.body.data).toEqual({
      lines: [
        { line_id: line!.id, items: [[{ name: 'code', value: expect.stringMatching(/^CODE-1-month_solo-\d$/) }]] },
      ],
    });
    const again = await adminCall(`/api/admin/orders/${orderId}/reveal`);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ error_code: 'ALREADY_REVEALED' });
    expect(again.body.error.detail).toContain(admin.user.email);
    const audit = (await auditOf(api, admin.token, 'order', orderId)).find((row) => row.action === 'stock.reveal')!;
    expect(audit.after).toEqual({ items: 1 });
    expect(JSON.stringify(audit)).not.toContain('CODE-');
    expect(await detail(orderId)).toMatchObject({ revealed: { by: admin.user.email }, actions: { reveal: false } });
  });

  it('settles a payment whose IPN was lost when the admin checks with the gateway, exactly once', async () => {
    const learner = await signedInUser();
    const courseId = await paidCourse();
    const orderId = await buy(
      learner.token,
      [{ product_type: 'COURSE', product_id: courseId }],
      'approve_without_notice',
    );
    expect((await detail(orderId)).status).toBe('pending');
    expect((await detail(orderId)).actions.check).toBe(true);

    const [first, second] = await Promise.all([
      adminCall(`/api/admin/orders/${orderId}/check`),
      adminCall(`/api/admin/orders/${orderId}/check`),
    ]);
    expect([first.body.data.verdict, second.body.data.verdict]).toContain('paid');
    const order = await detail(orderId);
    expect(order).toMatchObject({ status: 'paid', lines: [{ grant: { state: 'granted' } }] });
    expect(order.events.filter((event: { kind: string }) => event.kind === 'querydr').length).toBeGreaterThanOrEqual(1);
    expect(order.events.every((event: { signature_valid: boolean }) => event.signature_valid)).toBe(true);
    expect(await enrolled(learner.user.id, courseId)).toBe(true);
    const receipts = await waitFor(async () => {
      const rows = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, learner.user.email));
      return rows.length > 0 ? rows : undefined;
    });
    expect(receipts).toHaveLength(1);
    expect((await auditOf(api, admin.token, 'order', orderId))[0]).toMatchObject({ action: 'order.check' });

    // A cancelled payment stays unpaid: the gateway has no completed payment for it.
    const cancelled = await buy(learner.token, [{ product_type: 'COURSE', product_id: await paidCourse() }], null);
    expect((await adminCall(`/api/admin/orders/${cancelled}/check`)).body.data.verdict).toBe('not_paid');
  });

  it("lets the buyer's result page ask the gateway, a few times a minute", async () => {
    const learner = await signedInUser();
    const orderId = await buy(
      learner.token,
      [{ product_type: 'COURSE', product_id: await paidCourse() }],
      'approve_without_notice',
    );
    const stranger = await signedInUser();
    expect((await api.call(`/api/orders/${orderId}/check`, { token: stranger.token, method: 'POST' })).status).toBe(
      404,
    );
    const checked = await api.call(`/api/orders/${orderId}/check`, { token: learner.token, method: 'POST' });
    expect(checked.body.data).toMatchObject({ id: orderId, status: 'paid' });
    const replies = [];
    for (let i = 0; i < 4; i += 1)
      replies.push(await api.call(`/api/orders/${orderId}/check`, { token: learner.token, method: 'POST' }));
    expect(replies.at(-1)!.status).toBe(429);
  });

  it('sweeps orders pending for more than 15 minutes and settles those the gateway says are paid', async () => {
    const learner = await signedInUser();
    const orderId = await buy(
      learner.token,
      [{ product_type: 'COURSE', product_id: await paidCourse() }],
      'approve_without_notice',
    );
    // Too recent: left alone.
    await checkStalePayments(new Date());
    expect((await detail(orderId)).status).toBe('pending');
    expect(await checkStalePayments(new Date(Date.now() + STALE_AFTER_MS + 60_000))).toBeGreaterThanOrEqual(1);
    expect((await detail(orderId)).status).toBe('paid');
  });

  it('refuses a gateway answer whose signature does not hold, for checks and refunds', async () => {
    const learner = await signedInUser();
    const pending = await buy(
      learner.token,
      [{ product_type: 'COURSE', product_id: await paidCourse() }],
      'approve_without_notice',
    );
    const paid = await buy(learner.token, [{ product_type: 'COURSE', product_id: await paidCourse() }]);
    tamper.answer = (fields) => ({ ...fields, vnp_Amount: '100' });
    try {
      expect((await adminCall(`/api/admin/orders/${pending}/check`)).body.data.verdict).toBe('not_paid');
      expect((await detail(pending)).status).toBe('pending');
      const refund = await adminCall(`/api/admin/orders/${paid}/refund`, { amount_vnd: 300_000, reason: 'tampered' });
      expect(refund.status).toBe(502);
      expect(refund.body.error.error_code).toBe('PAYMENT_GATEWAY_ERROR');
    } finally {
      tamper.answer = null;
    }
    const order = await detail(paid);
    expect(order).toMatchObject({
      status: 'paid',
      refunded_vnd: 0,
      refunds: [{ status: 'failed' }],
      actions: { refund: true },
    });
    expect(order.events.at(-1)).toMatchObject({ kind: 'refund', signature_valid: false });
    expect((await detail(pending)).events.at(-1)).toMatchObject({ kind: 'querydr', signature_valid: false });
  });

  it('the sandbox gateway refuses a call whose checksum does not hold, and a refund beyond what was paid', async () => {
    const learner = await signedInUser();
    const orderId = await buy(learner.token, [{ product_type: 'COURSE', product_id: await paidCourse() }]);
    const [payment] = await getDb().select().from(payments).where(eq(payments.orderId, orderId));
    const config = gatewayConfig()!;
    const call: MerchantFields = {
      vnp_RequestId: `r-${unique()}`,
      vnp_Version: '2.1.0',
      vnp_Command: 'refund',
      vnp_TmnCode: config.tmnCode,
      vnp_TransactionType: '03',
      vnp_TxnRef: payment!.txnRef,
      vnp_Amount: String(300_001 * 100),
      vnp_TransactionNo: payment!.transactionNo!,
      vnp_TransactionDate: '20261126101500',
      vnp_CreateBy: 'probe',
      vnp_CreateDate: '20261126103000',
      vnp_IpAddr: '127.0.0.1',
      vnp_OrderInfo: 'probe',
    };
    const unsigned = await config.callMerchantApi({ ...call, vnp_SecureHash: '0'.repeat(128) });
    expect(unsigned.vnp_ResponseCode).toBe('97');
    const tooMuch = await config.callMerchantApi({
      ...call,
      vnp_SecureHash: merchantHash(call, REFUND_REQUEST_ORDER, config.hashSecret),
    });
    expect(tooMuch.vnp_ResponseCode).toBe('03');
    const unknown = { ...call, vnp_TxnRef: 'NO-SUCH-TXN', vnp_Amount: '100' };
    const notFound = await config.callMerchantApi({
      ...unknown,
      vnp_SecureHash: merchantHash(unknown, REFUND_REQUEST_ORDER, config.hashSecret),
    });
    expect(notFound.vnp_ResponseCode).toBe('91');
    expect((await detail(orderId)).refunded_vnd).toBe(0);
  });

  it('grants an order by hand with a reason, and resends the receipt of a paid one', async () => {
    const learner = await signedInUser();
    const courseId = await paidCourse();
    const orderId = await buy(learner.token, [{ product_type: 'COURSE', product_id: courseId }], null);
    expect((await adminCall(`/api/admin/orders/${orderId}/resend`)).body.error.error_code).toBe('ORDER_NOT_PAID');
    expect((await adminCall(`/api/admin/orders/${orderId}/grant`, { reason: '' })).body.error.fields).toHaveProperty(
      'reason',
    );

    const granted = await adminCall(`/api/admin/orders/${orderId}/grant`, {
      reason: 'Bank transfer ref 4411 on 26/11',
    });
    expect(granted.body.data).toMatchObject({
      status: 'paid',
      payments: [
        { status: 'pending' },
        { gateway: 'manual', status: 'succeeded', note: 'Bank transfer ref 4411 on 26/11' },
      ],
      actions: { grant: false, refund: false, resend: true },
    });
    expect(await enrolled(learner.user.id, courseId)).toBe(true);
    expect((await adminCall(`/api/admin/orders/${orderId}/grant`, { reason: 'twice' })).body.error.error_code).toBe(
      'ORDER_NOT_GRANTABLE',
    );
    expect(
      (await adminCall(`/api/admin/orders/${orderId}/refund`, { amount_vnd: 1, reason: 'manual' })).body.error
        .error_code,
    ).toBe('ORDER_NOT_REFUNDABLE');

    await waitFor(
      async () => (await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, learner.user.email)))[0],
    );
    expect((await adminCall(`/api/admin/orders/${orderId}/resend`)).body.data).toEqual({ sent: true });
    const mails = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, learner.user.email));
    expect(mails).toHaveLength(2);
    expect((await auditOf(api, admin.token, 'order', orderId)).map((row) => row.action)).toEqual([
      'order.resend_receipt',
      'order.grant',
    ]);

    // An order closed unpaid while holding stock cannot be granted: its items went back on sale.
    const account = await createAccountProduct({ stock: 1 });
    // Stock merely held for an unpaid order is for sale still: never shown.
    const unpaid = await buy(
      learner.token,
      [{ product_type: 'ACCOUNT_STORE', product_id: account.id, combination_key: '1-month_solo' }],
      null,
    );
    expect((await detail(unpaid)).actions.reveal).toBe(false);
    expect((await adminCall(`/api/admin/orders/${unpaid}/reveal`)).status).toBe(404);

    const held = await buy(
      learner.token,
      [{ product_type: 'ACCOUNT_STORE', product_id: account.id, combination_key: '1-month_solo' }],
      'cancel',
    );
    expect(
      (await adminCall(`/api/admin/orders/${held}/grant`, { reason: 'paid by transfer' })).body.error.error_code,
    ).toBe('ORDER_NOT_GRANTABLE');
  });
});
