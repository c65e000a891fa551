import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { getDb } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema/mail';
import { orderItems, orders, refunds } from '@/server/db/schema/orders';
import { serveApi, waitFor, type Api } from '../helpers/api';
import { createCourse } from '../helpers/catalog';
import { createAccountProduct, createSourceCode, orderAndPay } from '../helpers/commerce';
import { describeEachDatabase } from '../helpers/databases';
import { overrideEnv } from '../helpers/env';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

const ROUTES = [
  '/api/orders',
  '/api/orders/[id]',
  '/api/orders/[id]/payment',
  '/api/payments/sandbox/decision',
  '/api/source-codes/[id]/download',
];

let api: Api;
beforeAll(async () => {
  api = await serveApi(Object.fromEntries(ROUTES.map((path) => [path, API_ROUTES[path]!])));
});
afterAll(() => api.close());
isolateRateLimits();

type Line = { product_type: string; product_id: number; combination_key?: string };

describeEachDatabase('the shop: stock held unpaid, and paying twice for what one owns', () => {
  const place = (token: string, items: Line[], headers?: Record<string, string>) =>
    api.call('/api/orders', { token, body: { items }, headers });
  const variant = (id: number, key: string): Line => ({
    product_type: 'ACCOUNT_STORE',
    product_id: id,
    combination_key: key,
  });

  it('lets one account hold at most 2 items of an option and 5 in all, saying so', async () => {
    const { token } = await signedInUser();
    const { id } = await createAccountProduct({ stock: 5 });
    expect((await place(token, [variant(id, '1-month_solo'), variant(id, '12-months_solo')])).status).toBe(201);
    expect((await place(token, [variant(id, '1-month_solo'), variant(id, '12-months_family')])).status).toBe(201);

    const third = await place(token, [variant(id, '1-month_solo')]);
    expect(third.status).toBe(409);
    expect(third.body.error).toMatchObject({ error_code: 'HOLD_LIMIT_REACHED' });
    expect(third.body.error.detail).toContain('at most 2');

    expect((await place(token, [variant(id, '1-month_family')])).status).toBe(201);
    const sixth = await place(token, [variant(id, '12-months_family'), variant(id, '1-month_family')]);
    expect(sixth.body.error.error_code).toBe('HOLD_LIMIT_REACHED');
    expect(sixth.body.error.detail).toContain('at most 5');
    // Courses and source codes hold nothing: the limit never stops them.
    const course = await createCourse({ slug: `hold-${Date.now()}`, titleEn: 'C', titleVi: 'C', priceVnd: 100_000 });
    expect((await place(token, [{ product_type: 'COURSE', product_id: course }])).status).toBe(201);
  });

  it('limits what one address holds across accounts (STOCK_HOLDS_PER_ADDRESS)', async () => {
    const restore = overrideEnv({ TRUST_PROXY: true, STOCK_HOLDS_PER_ADDRESS: 3 });
    try {
      const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
      const from = { 'X-Forwarded-For': address };
      const { id } = await createAccountProduct({ stock: 5 });
      const [first, second, elsewhere] = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
      expect(
        (await place(first.token, [variant(id, '1-month_solo'), variant(id, '12-months_solo')], from)).status,
      ).toBe(201);
      expect((await place(second.token, [variant(id, '1-month_family')], from)).status).toBe(201);
      const over = await place(second.token, [variant(id, '12-months_family')], from);
      expect(over.body.error.error_code).toBe('HOLD_LIMIT_REACHED');
      expect(over.body.error.detail).toContain('network address');
      const other = await place(elsewhere.token, [variant(id, '12-months_family')], {
        'X-Forwarded-For': '198.51.100.9',
      });
      expect(other.status).toBe(201);
    } finally {
      restore();
    }
  });

  it('holds stock for 15 minutes, other orders for 30', async () => {
    const { token } = await signedInUser();
    const { id } = await createAccountProduct({ stock: 1 });
    const course = await createCourse({ slug: `ttl-${Date.now()}`, titleEn: 'C', titleVi: 'C', priceVnd: 100_000 });
    const minutesOpen = async (items: Line[]) => {
      const order = (await place(token, items)).body.data;
      // created_at is the database clock; expires_at the server's, a few milliseconds apart.
      return Math.round((Date.parse(order.expires_at) - Date.parse(order.created_at)) / 60_000);
    };
    expect(await minutesOpen([variant(id, '1-month_solo')])).toBe(15);
    expect(await minutesOpen([{ product_type: 'COURSE', product_id: course }])).toBe(30);
  });

  it('refunds a line paid for in a second order while the first one gave it, and mails the buyer', async () => {
    const { user, token } = await signedInUser();
    const source = await createSourceCode({ priceVnd: 200_000 });
    const course = await createCourse({
      slug: `dup-${Date.now()}`,
      titleEn: 'Dup course',
      titleVi: 'Khóa',
      priceVnd: 100_000,
    });
    // Both placed and sent to the gateway before either is paid: each passes the checks.
    const first = await orderAndPay(api, token, [{ product_type: 'SOURCE', product_id: source.id }]);
    const second = await orderAndPay(api, token, [
      { product_type: 'SOURCE', product_id: source.id },
      { product_type: 'COURSE', product_id: course },
    ]);
    for (const { request } of [first, second]) {
      expect(
        (await api.call('/api/payments/sandbox/decision', { body: { params: request, decision: 'approve' } })).status,
      ).toBe(200);
    }

    // The second is paid: its course is granted, its source-code line flagged and refunded.
    const refund = await waitFor(async () => {
      const [row] = await getDb().select().from(refunds).where(eq(refunds.orderId, second.orderId));
      return row?.status === 'succeeded' ? row : undefined;
    });
    expect(refund).toMatchObject({ kind: 'partial', amountVnd: 200_000, actorId: null });
    const lines = await getDb().select().from(orderItems).where(eq(orderItems.orderId, second.orderId));
    expect(lines.map((line) => [line.productType, line.duplicate]).sort()).toEqual([
      ['COURSE', false],
      ['SOURCE', true],
    ]);
    const mine = (await api.call(`/api/orders/${second.orderId}`, { token })).body.data;
    expect(mine).toMatchObject({ status: 'paid', total_vnd: 300_000, refunded_vnd: 200_000 });
    expect(mine.items.find((item: { product_type: string }) => item.product_type === 'SOURCE').duplicate).toBe(true);
    const mail = await waitFor(async () => {
      const [row] = await getDb()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, user.email), like(mailOutbox.subject, '%already owned%')));
      return row;
    });
    expect(mail.text).toContain('200.000');
    expect(mail.text).toContain(`/profile/orders/${second.orderId}`);
  });

  it('refunds an order that was wholly a duplicate, and takes back nothing the other order gave', async () => {
    const { token } = await signedInUser();
    const source = await createSourceCode({ priceVnd: 150_000 });
    const course = await createCourse({ slug: `dup2-${Date.now()}`, titleEn: 'C', titleVi: 'C', priceVnd: 100_000 });
    const alone = await orderAndPay(api, token, [{ product_type: 'SOURCE', product_id: source.id }]);
    const bundle = await orderAndPay(api, token, [
      { product_type: 'SOURCE', product_id: source.id },
      { product_type: 'COURSE', product_id: course },
    ]);
    for (const { request } of [bundle, alone]) {
      await api.call('/api/payments/sandbox/decision', { body: { params: request, decision: 'approve' } });
    }
    await waitFor(async () => {
      const [row] = await getDb().select().from(orders).where(eq(orders.id, alone.orderId));
      return row?.status === 'refunded' ? row : undefined;
    });
    const [row] = await getDb().select().from(refunds).where(eq(refunds.orderId, alone.orderId));
    expect(row).toMatchObject({ kind: 'full', amountVnd: 150_000, status: 'succeeded' });
    // The bundle gave the download: it stays.
    expect((await api.raw(`/api/source-codes/${source.id}/download`, { token })).status).toBe(200);
  });
});
