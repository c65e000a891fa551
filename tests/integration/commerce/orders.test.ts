import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { enrolments } from '@/server/db/schema/enrolments';
import { orders, payments } from '@/server/db/schema/orders';
import { stockItems } from '@/server/db/schema/account-store';
import { mailOutbox } from '@/server/db/schema/mail';
import { expireOrders } from '@/server/services/orders/expire-orders';
import { serveApi, waitFor, type Api } from '../helpers/api';
import { createCourse } from '../helpers/catalog';
import {
  createAccountProduct,
  createSourceCode,
  ipnQuery,
  orderAndPay,
  paymentParams,
  serveCommerceApi,
} from '../helpers/commerce';
import { describeEachDatabase } from '../helpers/databases';
import { signedInUser } from '../helpers/users';
import * as enrolRoute from '@/pages/api/exam/courses/[id]/enrol';

let api: Api;
let courseApi: Api;
beforeAll(async () => {
  api = await serveCommerceApi();
  courseApi = await serveApi({ '/api/exam/courses/[id]/enrol': enrolRoute });
});
afterAll(async () => {
  await api.close();
  await courseApi.close();
});

const paymentsOf = async (orderId: string) =>
  (await getDb().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id)).map(
    ({ txnRef, status, transactionNo }) => ({ txnRef, status, transactionNo }),
  );

const paidCourse = () =>
  createCourse({
    slug: `paid-${Math.random().toString(36).slice(2, 8)}`,
    titleEn: 'Paid course',
    titleVi: 'Khóa học trả phí',
    priceVnd: 499_000,
  });

describeEachDatabase('orders', () => {
  it('needs a session and a valid body; the client never sets a price', async () => {
    const { token } = await signedInUser();
    expect((await api.call('/api/orders', { body: { items: [] } })).status).toBe(401);
    const bad = async (body: unknown) => (await api.call('/api/orders', { token, body })).body.error;
    expect((await bad({ items: [] })).fields).toHaveProperty('items');
    expect((await bad({ items: [{ product_type: 'BOOK', product_id: 1 }] })).fields).toHaveProperty(
      'items.0.product_type',
    );
    expect((await bad({ items: [{ product_type: 'COURSE', product_id: 1, price_vnd: 1 }] })).error_code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await bad({ items: [{ product_type: 'ACCOUNT_STORE', product_id: 1 }] })).fields).toHaveProperty(
      'items.0.combination_key',
    );
    expect(
      (await bad({ items: [{ product_type: 'COURSE', product_id: 1, combination_key: '1-month' }] })).fields,
    ).toHaveProperty('items.0.combination_key');
    const twice = { product_type: 'COURSE', product_id: 1 };
    expect((await bad({ items: [twice, twice] })).fields).toHaveProperty('items.1');
    const unknown = await api.call('/api/orders', {
      token,
      body: { items: [{ product_type: 'COURSE', product_id: 999_999 }] },
    });
    expect(unknown.status).toBe(404);
  });

  it('prices an order from the database, snapshots it, and shows it to its buyer only', async () => {
    const courseId = await paidCourse();
    const account = await createAccountProduct();
    const { token } = await signedInUser();
    const created = await api.call('/api/orders', {
      token,
      headers: { 'Accept-Language': 'vi' },
      body: {
        items: [
          { product_type: 'COURSE', product_id: courseId },
          // Codes in any order name the same variant.
          { product_type: 'ACCOUNT_STORE', product_id: account.id, combination_key: 'family_12-months' },
        ],
      },
    });
    expect(created.status).toBe(201);
    const order = created.body.data;
    expect(order).toMatchObject({
      status: 'pending',
      total_vnd: 499_000 + 400_000,
      can_pay: true,
      items: [
        { product_type: 'COURSE', product_id: courseId, title: 'Khóa học trả phí', price_vnd: 499_000, delivered: [] },
        {
          product_type: 'ACCOUNT_STORE',
          combination_key: '12-months_family',
          variant_label: '12-months nhãn · family nhãn',
          price_vnd: 400_000,
        },
      ],
    });
    expect(order.code).toMatch(/^LH[0-9A-Z]{8}$/);

    expect((await api.call(`/api/orders/${order.id}`, { token })).body.data.id).toBe(order.id);
    const stranger = await signedInUser();
    expect((await api.call(`/api/orders/${order.id}`, { token: stranger.token })).status).toBe(404);
    expect((await api.call(`/api/orders/${order.id}/payment`, { token: stranger.token, method: 'POST' })).status).toBe(
      404,
    );
    expect((await api.call('/api/orders/not-a-uuid', { token })).status).toBe(400);
    expect((await api.call('/api/orders/me', { token: stranger.token })).body.data).toEqual([]);
    const mine = await api.call('/api/orders/me', { token });
    expect(mine.body).toMatchObject({
      page: 1,
      total_page: 1,
      data: [{ id: order.id, item_count: 2, status: 'pending' }],
    });
  });

  it('returns the open order again when the same thing is bought twice', async () => {
    const courseId = await paidCourse();
    const { token } = await signedInUser();
    const items = [{ product_type: 'COURSE', product_id: courseId }];
    const first = await api.call('/api/orders', { token, body: { items } });
    const second = await api.call('/api/orders', { token, body: { items } });
    expect(second.body.data.id).toBe(first.body.data.id);
  });

  it('returns the open order holding the last item to its buyer, rather than "out of stock"', async () => {
    const account = await createAccountProduct({ stock: 1 });
    const item = { product_type: 'ACCOUNT_STORE', product_id: account.id, combination_key: '12-months_family' };
    const { token } = await signedInUser();
    const first = await api.call('/api/orders', { token, body: { items: [item] } });
    expect(first.status).toBe(201);
    const again = await api.call('/api/orders', { token, body: { items: [item] } });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, can_pay: true });
    // Anyone else still finds it sold out.
    const other = await signedInUser();
    expect((await api.call('/api/orders', { token: other.token, body: { items: [item] } })).body.error.error_code).toBe(
      'OUT_OF_STOCK',
    );
  });

  it('replaces an open order too close to its expiry to be paid, passing its held stock on', async () => {
    const account = await createAccountProduct({ stock: 1 });
    const item = { product_type: 'ACCOUNT_STORE', product_id: account.id, combination_key: '1-month_family' };
    const { token } = await signedInUser();
    const stale = (await api.call('/api/orders', { token, body: { items: [item] } })).body.data;
    // Five minutes left: the gateway would already refuse it.
    await getDb()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() + 5 * 60_000) })
      .where(eq(orders.id, stale.id));
    expect((await api.call(`/api/orders/${stale.id}`, { token })).body.data.can_pay).toBe(false);

    const fresh = await api.call('/api/orders', { token, body: { items: [item] } });
    expect(fresh.status).toBe(201);
    expect(fresh.body.data.id).not.toBe(stale.id);
    expect(fresh.body.data.can_pay).toBe(true);
    expect((await api.call(`/api/orders/${stale.id}`, { token })).body.data.status).toBe('expired');
    const held = await getDb()
      .select()
      .from(stockItems)
      .where(eq(stockItems.variantId, account.variantIds['1-month_family']!));
    expect(held.map((row) => row.status)).toEqual(['reserved']);
    expect((await api.call(`/api/orders/${fresh.body.data.id}/payment`, { token, method: 'POST' })).status).toBe(200);
  });

  it('grants a free item at once, without the gateway, and refuses buying it again', async () => {
    const free = await createSourceCode({ priceVnd: 0 });
    const { token } = await signedInUser();
    const created = await api.call('/api/orders', {
      token,
      body: { items: [{ product_type: 'SOURCE', product_id: free.id }] },
    });
    expect(created.body.data).toMatchObject({ status: 'paid', total_vnd: 0, can_pay: false });
    expect((await api.call(`/api/source-codes/${free.id}/download-v2`, { token })).status).toBe(200);
    const again = await api.call('/api/orders', {
      token,
      body: { items: [{ product_type: 'SOURCE', product_id: free.id }] },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.error_code).toBe('ALREADY_PURCHASED');
  });
});

describeEachDatabase('VNPay IPN', () => {
  const ipn = (query: string) => api.call(`/api/payments/vnpay/ipn?${query}`);

  it('answers 97 to a bad signature, 01 to an unknown order, 04 to a wrong amount', async () => {
    const { token } = await signedInUser();
    const { request, orderId } = await orderAndPay(api, token, [
      { product_type: 'COURSE', product_id: await paidCourse() },
    ]);
    expect((await ipn(ipnQuery(request, {}, 'not-the-secret'))).body).toEqual({
      RspCode: '97',
      Message: 'Invalid signature',
    });
    const tampered = ipnQuery(request).replace('vnp_ResponseCode=00', 'vnp_ResponseCode=24');
    expect((await ipn(tampered)).body.RspCode).toBe('97');
    expect((await ipn('')).body.RspCode).toBe('97');
    expect((await ipn(ipnQuery(request, { vnp_TxnRef: 'UNKNOWNREF' }))).body).toEqual({
      RspCode: '01',
      Message: 'Order not found',
    });
    expect((await ipn(ipnQuery(request, { vnp_Amount: '100' }))).body).toEqual({
      RspCode: '04',
      Message: 'Invalid amount',
    });
    expect((await api.call(`/api/orders/${orderId}`, { token })).body.data.status).toBe('pending');
  });

  it('marks the order paid once, grants it, mails a receipt, and answers 02 to a replay', async () => {
    const courseId = await paidCourse();
    const { token, user } = await signedInUser();
    const { request, orderId } = await orderAndPay(api, token, [{ product_type: 'COURSE', product_id: courseId }]);
    expect(request).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_Amount: '49900000',
      vnp_CurrCode: 'VND',
    });
    expect((await ipn(ipnQuery(request))).body).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect((await ipn(ipnQuery(request))).body).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    const order = (await api.call(`/api/orders/${orderId}`, { token })).body.data;
    expect(order).toMatchObject({ status: 'paid', can_pay: false });
    const rows = await getDb().select().from(enrolments).where(eq(enrolments.userId, user.id));
    expect(rows).toMatchObject([{ courseId, source: 'purchase' }]);
    const receipt = await waitFor(
      async () => (await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, user.email)))[0],
    );
    expect(receipt.subject).toContain(order.code);
    expect(receipt.text).toContain(`/profile/orders/${orderId}`);
    // Paid means owned: a second order is refused, and the enrol call agrees.
    const again = await api.call('/api/orders', {
      token,
      body: { items: [{ product_type: 'COURSE', product_id: courseId }] },
    });
    expect(again.body.error.error_code).toBe('ALREADY_PURCHASED');
    expect(
      (await courseApi.call(`/api/exam/courses/${courseId}/enrol`, { token, method: 'POST' })).body.data,
    ).toMatchObject({
      enrolment_source: 'purchase',
    });
  });

  it('grants exactly once when 10 copies of the notice arrive together', async () => {
    const account = await createAccountProduct({ stock: 5 });
    const courseId = await paidCourse();
    const { token, user } = await signedInUser();
    const { request, orderId } = await orderAndPay(api, token, [
      { product_type: 'COURSE', product_id: courseId },
      { product_type: 'ACCOUNT_STORE', product_id: account.id, combination_key: '1-month_solo' },
    ]);
    const query = ipnQuery(request);
    const replies = await Promise.all(Array.from({ length: 10 }, () => ipn(query)));
    const codes = replies.map((reply) => reply.body.RspCode).sort();
    expect(codes).toEqual(['00', ...Array<string>(9).fill('02')]);
    expect(await getDb().select().from(enrolments).where(eq(enrolments.userId, user.id))).toHaveLength(1);
    const delivered = await getDb().select().from(stockItems).where(eq(stockItems.status, 'delivered'));
    expect(delivered.filter((item) => item.variantId === account.variantIds['1-month_solo'])).toHaveLength(1);
    const order = (await api.call(`/api/orders/${orderId}`, { token })).body.data;
    expect(order.items[1].delivered).toEqual([[{ name: 'code', value: expect.stringMatching(/^CODE-1-month_solo-/) }]]);
  });

  it('a cancelled or failed payment settles the order without granting, and gives the stock back', async () => {
    const account = await createAccountProduct({ stock: 1 });
    const item = { product_type: 'ACCOUNT_STORE', product_id: account.id, combination_key: '12-months_solo' };
    // The variant call keeps its stock a second; this process's orders update it at once.
    const stockNow = async () =>
      (await api.call(`/api/account-stores/${account.id}/product?combination_key=12-months_solo`)).body.data.stock;
    expect(await stockNow()).toBe(1);
    const first = await signedInUser();
    const cancelled = await orderAndPay(api, first.token, [item]);
    expect(await stockNow()).toBe(0);
    // The only item is held: nobody else can order it meanwhile.
    const second = await signedInUser();
    expect(
      (await api.call('/api/orders', { token: second.token, body: { items: [item] } })).body.error.error_code,
    ).toBe('OUT_OF_STOCK');
    expect(
      (await ipn(ipnQuery(cancelled.request, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }))).body.RspCode,
    ).toBe('00');
    expect((await api.call(`/api/orders/${cancelled.orderId}`, { token: first.token })).body.data).toMatchObject({
      status: 'cancelled',
      can_pay: false,
    });
    expect(await stockNow()).toBe(1);
    const failed = await orderAndPay(api, second.token, [item]);
    // Response 00 but transaction status not 00 is not a payment.
    expect((await ipn(ipnQuery(failed.request, { vnp_TransactionStatus: '02' }))).body.RspCode).toBe('00');
    const order = (await api.call(`/api/orders/${failed.orderId}`, { token: second.token })).body.data;
    expect(order).toMatchObject({ status: 'failed', items: [{ delivered: [] }] });
    const pay = await api.call(`/api/orders/${failed.orderId}/payment`, { token: second.token, method: 'POST' });
    expect(pay.body.error.error_code).toBe('ORDER_NOT_PAYABLE');
    expect(
      await getDb().select().from(stockItems).where(eq(stockItems.variantId, account.variantIds['12-months_solo']!)),
    ).toMatchObject([{ status: 'available', orderItemId: null }]);
  });

  it('with two attempts open, an older one failing leaves the order to the newer, which pays it', async () => {
    const courseId = await paidCourse();
    const { token, user } = await signedInUser();
    const first = await orderAndPay(api, token, [{ product_type: 'COURSE', product_id: courseId }]);
    // Back from the gateway, the buyer pays again: a second attempt at the same order.
    const again = await api.call(`/api/orders/${first.orderId}/payment`, { token, method: 'POST' });
    const second = paymentParams(again.body.data.payment_url);
    expect(second.vnp_TxnRef).not.toBe(first.request.vnp_TxnRef);

    const cancel = { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' };
    expect((await ipn(ipnQuery(first.request, cancel))).body.RspCode).toBe('00');
    expect((await api.call(`/api/orders/${first.orderId}`, { token })).body.data).toMatchObject({
      status: 'pending',
      can_pay: true,
    });
    expect((await ipn(ipnQuery(second, { vnp_TransactionNo: '555' }))).body.RspCode).toBe('00');
    expect((await api.call(`/api/orders/${first.orderId}`, { token })).body.data.status).toBe('paid');
    expect(await getDb().select().from(enrolments).where(eq(enrolments.userId, user.id))).toHaveLength(1);
    expect(await paymentsOf(first.orderId)).toEqual([
      { txnRef: first.request.vnp_TxnRef, status: 'cancelled', transactionNo: '14226112' },
      { txnRef: second.vnp_TxnRef, status: 'succeeded', transactionNo: '555' },
    ]);
  });

  it('money reported for an order another attempt has closed is recorded for a refund, not granted', async () => {
    const courseId = await paidCourse();
    const { token, user } = await signedInUser();
    const first = await orderAndPay(api, token, [{ product_type: 'COURSE', product_id: courseId }]);
    const again = await api.call(`/api/orders/${first.orderId}/payment`, { token, method: 'POST' });
    const second = paymentParams(again.body.data.payment_url);
    // The newest attempt is cancelled: the order closes.
    expect((await ipn(ipnQuery(second, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }))).body.RspCode).toBe(
      '00',
    );
    expect((await api.call(`/api/orders/${first.orderId}`, { token })).body.data.status).toBe('cancelled');
    // Then the older attempt reports money taken.
    expect((await ipn(ipnQuery(first.request, { vnp_TransactionNo: '777' }))).body).toEqual({
      RspCode: '02',
      Message: 'Order already confirmed',
    });
    expect((await api.call(`/api/orders/${first.orderId}`, { token })).body.data.status).toBe('cancelled');
    expect(await getDb().select().from(enrolments).where(eq(enrolments.userId, user.id))).toHaveLength(0);
    expect(await paymentsOf(first.orderId)).toEqual([
      { txnRef: first.request.vnp_TxnRef, status: 'succeeded', transactionNo: '777' },
      { txnRef: second.vnp_TxnRef, status: 'cancelled', transactionNo: '14226112' },
    ]);
    // A replay of that notice changes nothing.
    expect((await ipn(ipnQuery(first.request, { vnp_TransactionNo: '777' }))).body.RspCode).toBe('02');
  });

  it('refuses to take payment for an order holding something the buyer got through another order', async () => {
    const courseId = await paidCourse();
    const otherId = await paidCourse();
    const { token } = await signedInUser();
    const course = { product_type: 'COURSE', product_id: courseId };
    const both = await api.call('/api/orders', {
      token,
      body: { items: [course, { product_type: 'COURSE', product_id: otherId }] },
    });
    expect(both.status).toBe(201);
    const alone = await orderAndPay(api, token, [course]);
    expect((await ipn(ipnQuery(alone.request))).body.RspCode).toBe('00');
    const pay = await api.call(`/api/orders/${both.body.data.id}/payment`, { token, method: 'POST' });
    expect(pay.status).toBe(409);
    expect(pay.body.error.error_code).toBe('ALREADY_PURCHASED');
  });

  it('keeps at most 5 unpaid orders open per buyer, even when the purchases are sent together', async () => {
    const { token } = await signedInUser();
    const courses = await Promise.all(Array.from({ length: 7 }, () => paidCourse()));
    const buy = (courseId: number) =>
      api.call('/api/orders', { token, body: { items: [{ product_type: 'COURSE', product_id: courseId }] } });
    const replies = await Promise.all(courses.map(buy));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = replies.find((reply) => reply.status === 429)!;
    expect(refused.body.error.error_code).toBe('RATE_LIMITED');
  });

  it('places one order for a "Buy" clicked twice at once', async () => {
    const { token } = await signedInUser();
    const items = [{ product_type: 'COURSE', product_id: await paidCourse() }];
    const [first, second] = await Promise.all([
      api.call('/api/orders', { token, body: { items } }),
      api.call('/api/orders', { token, body: { items } }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.id).toBe(first.body.data.id);
    const mine = await api.call('/api/orders/me', { token });
    expect(mine.body.data).toHaveLength(1);
  });

  it("describes the payment to the gateway in the buyer's language, without diacritics", async () => {
    const { token } = await signedInUser();
    const order = await api.call('/api/orders', {
      token,
      body: { items: [{ product_type: 'COURSE', product_id: await paidCourse() }] },
    });
    const { id, code } = order.body.data;
    const pay = async (language: string) =>
      paymentParams(
        (
          await api.call(`/api/orders/${id}/payment`, {
            token,
            method: 'POST',
            headers: { 'Accept-Language': language },
          })
        ).body.data.payment_url,
      );
    expect(await pay('en')).toMatchObject({ vnp_Locale: 'en', vnp_OrderInfo: `Payment for order ${code}` });
    expect(await pay('vi')).toMatchObject({ vnp_Locale: 'vn', vnp_OrderInfo: `Thanh toan don hang ${code}` });
  });

  it('the return URL is verified and only reports the order state', async () => {
    const { token } = await signedInUser();
    const { request, orderId } = await orderAndPay(api, token, [
      { product_type: 'COURSE', product_id: await paidCourse() },
    ]);
    const returned = await api.call(`/api/payments/vnpay/return?${ipnQuery(request)}`);
    // Nothing paid yet: the browser's claim of success changes nothing.
    expect(returned.body.data).toMatchObject({ order_id: orderId, status: 'pending', response_code: '00' });
    expect((await api.call(`/api/orders/${orderId}`, { token })).body.data.status).toBe('pending');
    const forged = ipnQuery(request).replace('vnp_Amount=', 'vnp_Amount=1');
    expect((await api.call(`/api/payments/vnpay/return?${forged}`)).body.error.error_code).toBe(
      'PAYMENT_INVALID_SIGNATURE',
    );
  });

  it('the sandbox gateway notifies the IPN, then sends the buyer back with a signed result', async () => {
    const { token } = await signedInUser();
    const paid = await orderAndPay(api, token, [{ product_type: 'COURSE', product_id: await paidCourse() }]);
    const approve = await api.call('/api/payments/sandbox/decision', {
      body: { params: paid.request, decision: 'approve' },
    });
    const back = new URL(approve.body.data.redirect_url);
    expect(back.pathname).toBe('/payment/result');
    expect(back.searchParams.get('vnp_ResponseCode')).toBe('00');
    expect((await api.call(`/api/orders/${paid.orderId}`, { token })).body.data.status).toBe('paid');
    expect((await api.call(`/api/payments/vnpay/return${back.search}`)).body.data.status).toBe('paid');

    const cancelled = await orderAndPay(api, token, [{ product_type: 'COURSE', product_id: await paidCourse() }]);
    const cancel = await api.call('/api/payments/sandbox/decision', {
      body: { params: cancelled.request, decision: 'cancel' },
    });
    expect(new URL(cancel.body.data.redirect_url).searchParams.get('vnp_ResponseCode')).toBe('24');
    expect((await api.call(`/api/orders/${cancelled.orderId}`, { token })).body.data.status).toBe('cancelled');

    const tampered = { ...cancelled.request, vnp_Amount: '100' };
    expect(
      (await api.call('/api/payments/sandbox/decision', { body: { params: tampered, decision: 'approve' } })).status,
    ).toBe(400);
  });
});

describeEachDatabase('stock', () => {
  it('is never oversold when buyers order the last items at the same moment', async () => {
    const account = await createAccountProduct({ stock: 3 });
    const item = { product_type: 'ACCOUNT_STORE', product_id: account.id, combination_key: '1-month_family' };
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signedInUser()));
    const replies = await Promise.all(
      buyers.map(({ token }) => api.call('/api/orders', { token, body: { items: [item] } })),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(
      replies.filter((reply) => reply.status === 409).every((reply) => reply.body.error.error_code === 'OUT_OF_STOCK'),
    ).toBe(true);
    const held = await getDb()
      .select()
      .from(stockItems)
      .where(eq(stockItems.variantId, account.variantIds['1-month_family']!));
    expect(held.map((row) => row.status)).toEqual(['reserved', 'reserved', 'reserved']);
    expect(new Set(held.map((row) => row.orderItemId)).size).toBe(3);
  });

  it('comes back when an unpaid order expires', async () => {
    const account = await createAccountProduct({ stock: 1 });
    const { token } = await signedInUser();
    const item = { product_type: 'ACCOUNT_STORE', product_id: account.id, combination_key: '1-month_solo' };
    const created = await api.call('/api/orders', { token, body: { items: [item] } });
    await getDb()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, created.body.data.id));
    // Reading the order settles it.
    expect((await api.call(`/api/orders/${created.body.data.id}`, { token })).body.data).toMatchObject({
      status: 'expired',
      can_pay: false,
    });
    expect(await expireOrders()).toBe(0);
    const again = await api.call('/api/orders', { token, body: { items: [item] } });
    expect(again.status).toBe(201);
  });
});
