import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PaymentGatewayName } from '@/lib/commerce/product-types';
import { readCsv } from '@/lib/text/csv-records';
import { API_ROUTES } from '@/openapi/api-routes';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { orderItems, orders, payments, type OrderStatus, type ProductType } from '@/server/db/schema/orders';
import { serveApi, type Api } from '../helpers/api';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { createTestUser, signedInUser } from '../helpers/users';

const ROUTES = ['/api/admin/reports/sales', '/api/admin/reports/orders.csv'];

let api: Api;
beforeAll(async () => {
  api = await serveApi(Object.fromEntries(ROUTES.map((path) => [path, API_ROUTES[path]!])));
});
afterAll(() => api.close());
isolateRateLimits();

interface Line {
  type: ProductType;
  id: number;
  price: number;
  en?: string;
  vi?: string;
  duplicate?: boolean;
}

let sequence = 0;

/** An order written straight to the database, at the instants given (ISO strings). */
async function insertOrder(order: {
  userId: string;
  lines: Line[];
  paidAt?: string;
  createdAt?: string;
  status?: OrderStatus;
  refundedVnd?: number;
  code?: string;
  gateway?: PaymentGatewayName;
}): Promise<string> {
  sequence += 1;
  const total = order.lines.reduce((sum, line) => sum + line.price, 0);
  const createdAt = new Date(order.createdAt ?? new Date(Date.parse(order.paidAt!) - 5 * 60_000).toISOString());
  const [saved] = await getDb()
    .insert(orders)
    .values({
      code: order.code ?? `RPT-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
      userId: order.userId,
      status: order.status ?? (order.paidAt ? 'paid' : 'pending'),
      totalVnd: total,
      refundedVnd: order.refundedVnd ?? 0,
      locale: 'vi',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
      paidAt: order.paidAt ? new Date(order.paidAt) : null,
    })
    .returning({ id: orders.id });
  if (order.lines.length > 0) {
    await getDb()
      .insert(orderItems)
      .values(
        order.lines.map((line, index) => ({
          orderId: saved!.id,
          productType: line.type,
          productId: line.id,
          variantId: line.type === 'ACCOUNT_STORE' ? 1 : null,
          combinationKey: line.type === 'ACCOUNT_STORE' ? '1-month_solo' : null,
          slug: `product-${line.id}`,
          titleEn: line.en ?? `Product ${line.id}`,
          titleVi: line.vi ?? `Sản phẩm ${line.id}`,
          thumbnail: '/images/report.webp',
          priceVnd: line.price,
          position: index + 1,
          duplicate: line.duplicate ?? false,
        })),
      );
  }
  if (order.gateway) {
    await getDb()
      .insert(payments)
      .values({
        orderId: saved!.id,
        gateway: order.gateway,
        txnRef: `RPT-${sequence}-${saved!.id.slice(0, 8)}`,
        amountVnd: total,
        status: 'succeeded',
      });
  }
  return saved!.id;
}

describeEachDatabase('the back office: sales reports', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let buyerId: string;
  beforeAll(async () => {
    admin = await signedInUser('admin');
    buyerId = (await createTestUser()).id;
  });
  const report = async (query: string) => {
    const reply = await api.call(`/api/admin/reports/sales?${query}`, { token: admin.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };

  it('is for admins only', async () => {
    const learner = await signedInUser();
    for (const path of ['/api/admin/reports/sales', '/api/admin/reports/orders.csv']) {
      expect((await api.call(path)).status).toBe(401);
      expect((await api.call(path, { token: learner.token })).status).toBe(403);
    }
  });

  it('refuses a bad window, naming the field, and caps its length by granularity', async () => {
    const refused = async (path: string) => {
      const reply = await api.call(path, { token: admin.token });
      expect(reply.status).toBe(400);
      expect(reply.body.error.error_code).toBe('VALIDATION_ERROR');
      return Object.keys(reply.body.error.fields).sort();
    };
    expect(await refused('/api/admin/reports/sales?granularity=hour&from=2025-13-01')).toEqual(['from', 'granularity']);
    expect(await refused('/api/admin/reports/sales?from=2025-06-10&to=2025-06-01')).toEqual(['from']);
    // A year and a day, by day; five years (and a day), by week or month.
    expect(await refused('/api/admin/reports/sales?from=2024-01-01&to=2025-01-01')).toEqual(['from']);
    expect((await report('from=2024-01-02&to=2025-01-01')).series).toHaveLength(366);
    expect((await report('from=2020-01-01&to=2025-01-01&granularity=month')).series).toHaveLength(61);
    expect(await refused('/api/admin/reports/sales?from=2019-12-01&to=2025-01-01&granularity=week')).toEqual(['from']);
    expect(await refused('/api/admin/reports/orders.csv?from=2024-05-01&to=yesterday')).toEqual(['to']);
    expect(await refused('/api/admin/reports/orders.csv?from=2018-01-01&to=2025-01-01')).toEqual(['from']);
  });

  it('defaults to the last 30 days through today (Vietnam time), by day', async () => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const data = await report('');
    expect(data).toMatchObject({ to: today, granularity: 'day' });
    expect(data.series).toHaveLength(30);
    expect(data.series[0].period_start).toBe(data.from);
    expect(data.series.at(-1).period_start).toBe(today);
  });

  it('buckets orders by the day they were paid in Vietnam; weeks start on Monday; empty periods are zeros', async () => {
    const lines = [{ type: 'COURSE', id: 1, price: 100_000 }] satisfies Line[];
    // 00:30 on 26 Nov in Vietnam, 23:59:59 on 25 Nov, and 03:00 on Monday 30 Nov.
    await insertOrder({ userId: buyerId, lines, paidAt: '2026-11-25T17:30:00Z' });
    await insertOrder({ userId: buyerId, lines, paidAt: '2026-11-25T16:59:59Z' });
    await insertOrder({ userId: buyerId, lines, paidAt: '2026-11-29T20:00:00Z' });
    // Never paid: not in the report.
    await insertOrder({ userId: buyerId, lines, createdAt: '2026-11-26T03:00:00Z', status: 'failed' });

    const byDay = await report('from=2026-11-24&to=2026-11-30');
    expect(byDay.series.map((period: { period_start: string; orders: number }) => period.orders)).toEqual([
      0, 1, 1, 0, 0, 0, 1,
    ]);
    expect(byDay.series[2]).toEqual({ period_start: '2026-11-26', orders: 1, revenue_vnd: 100_000, refunded_vnd: 0 });
    expect(byDay.totals).toEqual({ orders: 3, revenue_vnd: 300_000, refunded_vnd: 0 });

    // 20 Nov 2026 is a Friday: its week started on Monday the 16th.
    const byWeek = await report('from=2026-11-20&to=2026-11-30&granularity=week');
    expect(byWeek.series).toEqual([
      { period_start: '2026-11-16', orders: 0, revenue_vnd: 0, refunded_vnd: 0 },
      { period_start: '2026-11-23', orders: 2, revenue_vnd: 200_000, refunded_vnd: 0 },
      { period_start: '2026-11-30', orders: 1, revenue_vnd: 100_000, refunded_vnd: 0 },
    ]);

    // Midnight of 1 Nov in Vietnam is 17:00 UTC on 31 Oct.
    await insertOrder({ userId: buyerId, lines, paidAt: '2025-10-31T16:59:00Z' });
    await insertOrder({ userId: buyerId, lines, paidAt: '2025-10-31T17:00:00Z' });
    await insertOrder({ userId: buyerId, lines, paidAt: '2025-11-10T16:59:59Z' });
    await insertOrder({ userId: buyerId, lines, paidAt: '2025-11-10T17:00:00Z' });
    const byMonth = await report('from=2025-09-15&to=2025-11-10&granularity=month');
    expect(
      byMonth.series.map((period: { period_start: string; orders: number }) => [period.period_start, period.orders]),
    ).toEqual([
      ['2025-09-01', 0],
      ['2025-10-01', 1],
      ['2025-11-01', 2],
    ]);
  });

  it('subtracts refunds, full and partial, from revenue and reports them', async () => {
    await insertOrder({
      userId: buyerId,
      lines: [{ type: 'SOURCE', id: 7, price: 200_000 }],
      paidAt: '2025-06-02T03:00:00Z',
      status: 'refunded',
      refundedVnd: 200_000,
    });
    await insertOrder({
      userId: buyerId,
      lines: [{ type: 'SOURCE', id: 7, price: 500_000 }],
      paidAt: '2025-06-03T03:00:00Z',
      refundedVnd: 120_000,
    });
    const data = await report('from=2025-06-01&to=2025-06-07');
    expect(data.totals).toEqual({ orders: 2, revenue_vnd: 380_000, refunded_vnd: 320_000 });
    expect(data.series.slice(1, 3)).toEqual([
      { period_start: '2025-06-02', orders: 1, revenue_vnd: 0, refunded_vnd: 200_000 },
      { period_start: '2025-06-03', orders: 1, revenue_vnd: 380_000, refunded_vnd: 120_000 },
    ]);
    expect(data.top_products).toEqual([
      { product_type: 'SOURCE', product_id: 7, title: expect.any(Object), units: 2, revenue_vnd: 380_000 },
    ]);
  });

  it('splits revenue by product type and ranks the top 10 products, refunds shared by line price', async () => {
    const paidAt = '2025-07-10T03:00:00Z';
    // 400,000 refunded 100,000: the course line (300,000) carries 75,000 of it, the source 25,000.
    await insertOrder({
      userId: buyerId,
      paidAt: '2025-07-05T03:00:00Z',
      refundedVnd: 100_000,
      lines: [
        { type: 'COURSE', id: 1, price: 300_000, en: 'React', vi: 'React cơ bản' },
        { type: 'SOURCE', id: 2, price: 100_000 },
      ],
    });
    // Two courses in one order: one order of the type.
    await insertOrder({
      userId: buyerId,
      paidAt,
      lines: [
        { type: 'COURSE', id: 1, price: 300_000, en: 'React (2026 edition)', vi: 'React (bản 2026)' },
        { type: 'COURSE', id: 3, price: 200_000 },
      ],
    });
    await insertOrder({
      userId: buyerId,
      paidAt,
      status: 'refunded',
      refundedVnd: 150_000,
      lines: [{ type: 'ACCOUNT_STORE', id: 4, price: 150_000 }],
    });
    // Nine small ones (a tie, ranked by id); pending and cancelled orders count nowhere.
    await insertOrder({
      userId: buyerId,
      paidAt,
      lines: Array.from({ length: 9 }, (_, index) => ({ type: 'SOURCE' as const, id: 100 + index, price: 1_000 })),
    });
    await insertOrder({ userId: buyerId, createdAt: paidAt, lines: [{ type: 'COURSE', id: 3, price: 200_000 }] });
    await insertOrder({
      userId: buyerId,
      createdAt: paidAt,
      status: 'cancelled',
      lines: [{ type: 'SOURCE', id: 2, price: 100_000 }],
    });

    const data = await report('from=2025-07-01&to=2025-07-31&granularity=week');
    expect(data.totals).toEqual({ orders: 4, revenue_vnd: 809_000, refunded_vnd: 250_000 });
    expect(data.by_product_type).toEqual([
      { product_type: 'SOURCE', orders: 2, revenue_vnd: 84_000 },
      { product_type: 'COURSE', orders: 2, revenue_vnd: 725_000 },
      { product_type: 'ACCOUNT_STORE', orders: 1, revenue_vnd: 0 },
    ]);
    expect(data.top_products).toHaveLength(10);
    expect(data.top_products.slice(0, 4)).toEqual([
      {
        product_type: 'COURSE',
        product_id: 1,
        title: { en: 'React (2026 edition)', vi: 'React (bản 2026)' },
        units: 2,
        revenue_vnd: 525_000,
      },
      {
        product_type: 'COURSE',
        product_id: 3,
        title: { en: 'Product 3', vi: 'Sản phẩm 3' },
        units: 1,
        revenue_vnd: 200_000,
      },
      {
        product_type: 'SOURCE',
        product_id: 2,
        title: { en: 'Product 2', vi: 'Sản phẩm 2' },
        units: 1,
        revenue_vnd: 75_000,
      },
      {
        product_type: 'SOURCE',
        product_id: 100,
        title: { en: 'Product 100', vi: 'Sản phẩm 100' },
        units: 1,
        revenue_vnd: 1_000,
      },
    ]);
    expect(data.top_products.slice(3).map((product: { product_id: number }) => product.product_id)).toEqual([
      100, 101, 102, 103, 104, 105, 106,
    ]);
  });

  it('puts a refund on the duplicate lines first (refunded for that reason), then on the others by price', async () => {
    // Course 12 was already owned: its 200,000 came back, and course 11 keeps all it brought in.
    await insertOrder({
      userId: buyerId,
      paidAt: '2025-04-02T03:00:00Z',
      refundedVnd: 200_000,
      lines: [
        { type: 'COURSE', id: 11, price: 300_000 },
        { type: 'COURSE', id: 12, price: 200_000, duplicate: true },
      ],
    });
    // 250,000 back: the duplicate's 200,000, and 50,000 shared by the other two (40,000 and 10,000).
    await insertOrder({
      userId: buyerId,
      paidAt: '2025-04-03T03:00:00Z',
      refundedVnd: 250_000,
      lines: [
        { type: 'COURSE', id: 11, price: 400_000 },
        { type: 'COURSE', id: 12, price: 200_000, duplicate: true },
        { type: 'SOURCE', id: 13, price: 100_000 },
      ],
    });
    const data = await report('from=2025-04-01&to=2025-04-30&granularity=month');
    expect(data.totals).toEqual({ orders: 2, revenue_vnd: 750_000, refunded_vnd: 450_000 });
    expect(
      data.top_products.map((product: { product_id: number; revenue_vnd: number }) => [
        product.product_id,
        product.revenue_vnd,
      ]),
    ).toEqual([
      [11, 660_000],
      [13, 90_000],
      [12, 0],
    ]);
    expect(data.by_product_type.slice(0, 2)).toEqual([
      { product_type: 'SOURCE', orders: 1, revenue_vnd: 90_000 },
      { product_type: 'COURSE', orders: 2, revenue_vnd: 660_000 },
    ]);
  });

  it('reads a day again once its orders change: a new order, a refund', async () => {
    const course = [{ type: 'COURSE' as const, id: 9, price: 500_000 }];
    const orderId = await insertOrder({ userId: buyerId, lines: course, paidAt: '2025-08-02T03:00:00Z' });
    const before = await report('from=2025-08-01&to=2025-08-03');
    expect(before.top_products).toEqual([expect.objectContaining({ product_id: 9, units: 1, revenue_vnd: 500_000 })]);

    await getDb().update(orders).set({ refundedVnd: 200_000 }).where(eq(orders.id, orderId));
    await insertOrder({ userId: buyerId, lines: course, paidAt: '2025-08-01T03:00:00Z' });
    const after = await report('from=2025-08-01&to=2025-08-03');
    expect(after.totals).toEqual({ orders: 2, revenue_vnd: 800_000, refunded_vnd: 200_000 });
    expect(after.by_product_type[1]).toEqual({ product_type: 'COURSE', orders: 2, revenue_vnd: 800_000 });
    expect(after.top_products).toEqual([expect.objectContaining({ product_id: 9, units: 2, revenue_vnd: 800_000 })]);
  });

  it('says nothing was sold in an empty window, every period and type at zero', async () => {
    const data = await report('from=2023-01-01&to=2023-03-31&granularity=month');
    expect(data.totals).toEqual({ orders: 0, revenue_vnd: 0, refunded_vnd: 0 });
    expect(data.series.map((period: { period_start: string }) => period.period_start)).toEqual([
      '2023-01-01',
      '2023-02-01',
      '2023-03-01',
    ]);
    expect(data.by_product_type.every((type: { orders: number }) => type.orders === 0)).toBe(true);
    expect(data.top_products).toEqual([]);
  });

  it('exports every order created in the window as CSV: BOM, quoting, formulas made inert, in batches', async () => {
    // 1,050 orders, three to each microsecond: more than a batch, with ties on created_at.
    await getDb().execute(sql`
      insert into ${orders} (code, user_id, status, total_vnd, locale, created_at, expires_at)
      select 'BULK-' || g, ${buyerId}::uuid, 'pending', 0, 'vi',
        '2024-05-10T03:00:00Z'::timestamptz + (g / 3) * interval '1 microsecond',
        '2024-05-10T04:00:00Z'::timestamptz
      from generate_series(1, 1050) as g`);
    // An address a spreadsheet would read as a formula.
    const oddEmail = `-2+3-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const [oddBuyer] = await getDb()
      .insert(users)
      .values({ email: oddEmail, name: 'Odd buyer', role: 'user' })
      .returning({ id: users.id });
    const paidId = await insertOrder({
      userId: oddBuyer!.id,
      code: 'Q,"x"\nline',
      createdAt: '2024-05-11T03:00:00Z',
      paidAt: '2024-05-11T03:05:00Z',
      refundedVnd: 50_000,
      gateway: 'vnpay',
      lines: [
        { type: 'COURSE', id: 1, price: 300_000 },
        { type: 'SOURCE', id: 2, price: 100_000 },
      ],
    });
    await insertOrder({ userId: buyerId, code: '=SUM(A1:A2)', createdAt: '2024-05-11T04:00:00Z', lines: [] });
    // The window's edges, in Vietnam time: 23:59:59.999 on 9 May and on 12 May, midnight of 13 May.
    await insertOrder({ userId: buyerId, code: 'EDGE-BEFORE', createdAt: '2024-05-09T16:59:59.999Z', lines: [] });
    await insertOrder({ userId: buyerId, code: 'EDGE-LAST', createdAt: '2024-05-12T16:59:59.999Z', lines: [] });
    await insertOrder({ userId: buyerId, code: 'EDGE-AFTER', createdAt: '2024-05-12T17:00:00Z', lines: [] });

    const reply = await api.raw('/api/admin/reports/orders.csv?from=2024-05-10&to=2024-05-12', {
      token: admin.token,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="orders-2024-05-10-2024-05-12.csv"');
    const bytes = new Uint8Array(await reply.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const { records, problem } = readCsv(text);
    expect(problem).toBeNull();
    const [header, ...rows] = records.map((record) => record.fields);
    expect(header).toEqual([
      'code',
      'id',
      'created_at',
      'paid_at',
      'status',
      'buyer_email',
      'total_vnd',
      'refunded_vnd',
      'item_count',
      'gateway',
      'product_types',
    ]);
    expect(rows).toHaveLength(1_050 + 3);
    expect(new Set(rows.map((row) => row[1])).size).toBe(rows.length);
    const codes = rows.map((row) => row[0]);
    expect(codes.filter((code) => code!.startsWith('BULK-'))).toHaveLength(1_050);
    expect(codes).not.toContain('EDGE-BEFORE');
    expect(codes).not.toContain('EDGE-AFTER');
    expect(codes.at(-1)).toBe('EDGE-LAST');
    expect(rows.at(-1)![2]).toBe('2024-05-12T23:59:59+07:00');
    // Oldest first.
    const created = rows.map((row) => row[2]!);
    expect([...created].sort()).toEqual(created);

    expect(rows.find((row) => row[1] === paidId)).toEqual([
      'Q,"x"\nline',
      paidId,
      '2024-05-11T10:00:00+07:00',
      '2024-05-11T10:05:00+07:00',
      'paid',
      `'${oddEmail}`,
      '400000',
      '50000',
      '2',
      'vnpay',
      'SOURCE COURSE',
    ]);
    expect(codes).toContain("'=SUM(A1:A2)");
    // The raw text quotes what needs it, and only that.
    expect(text).toContain('"Q,""x""\nline"');
    expect(text).toContain("'=SUM(A1:A2),");
  });
});
