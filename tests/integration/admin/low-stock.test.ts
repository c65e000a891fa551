import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { getDb } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema/mail';
import { serveApi, waitFor, type Api } from '../helpers/api';
import { auditOf } from '../helpers/admin';
import { createAccountProduct } from '../helpers/commerce';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

const ROUTES = [
  '/api/orders',
  '/api/admin/dashboard',
  '/api/admin/audit-log',
  '/api/admin/account-stores/variants/[id]',
  '/api/admin/account-stores/variants/[id]/stock',
];

let api: Api;
beforeAll(async () => {
  api = await serveApi(Object.fromEntries(ROUTES.map((path) => [path, API_ROUTES[path]!])));
});
afterAll(() => api.close());
isolateRateLimits();

describeEachDatabase("the back office: a variant's price, sale state and low-stock alert", () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
  });
  const patch = (variantId: number, body: unknown, token = admin.token) =>
    api.call(`/api/admin/account-stores/variants/${variantId}`, { method: 'PATCH', token, body });

  it('edits a variant for admins only, checks the prices, and audits before → after', async () => {
    const learner = await signedInUser();
    const { variantIds } = await createAccountProduct({ stock: 1 });
    const variantId = variantIds['1-month_solo']!;
    expect(
      (
        await api.call(`/api/admin/account-stores/variants/${variantId}`, {
          method: 'PATCH',
          body: { is_active: false },
        })
      ).status,
    ).toBe(401);
    expect((await patch(variantId, { is_active: false }, learner.token)).status).toBe(403);
    expect((await patch(999_999_999, { is_active: false })).status).toBe(404);
    expect((await patch(variantId, {})).status).toBe(400);
    const tooLow = await patch(variantId, { compare_at_price_vnd: 1 });
    expect(tooLow.body.error.fields).toHaveProperty('compare_at_price_vnd');
    expect((await patch(variantId, { low_stock_threshold: -1 })).body.error.fields).toHaveProperty(
      'low_stock_threshold',
    );

    const saved = await patch(variantId, { price_vnd: 120_000, compare_at_price_vnd: 150_000, is_active: false });
    expect(saved.body.data).toEqual({
      id: variantId,
      price_vnd: 120_000,
      compare_at_price_vnd: 150_000,
      is_active: false,
      low_stock_threshold: null,
    });
    const [row] = await auditOf(api, admin.token, 'variant', variantId);
    expect(row).toMatchObject({
      action: 'variant.update',
      before: { is_active: true, compare_at_price_vnd: null },
      after: { price_vnd: 120_000, compare_at_price_vnd: 150_000, is_active: false },
    });
    // Off sale: it cannot be ordered.
    const { token } = await signedInUser();
    const product = (await getDb().query.accountVariants.findFirst({ where: (v, { eq: is }) => is(v.id, variantId) }))!;
    const order = await api.call('/api/orders', {
      token,
      body: {
        items: [{ product_type: 'ACCOUNT_STORE', product_id: product.productId, combination_key: '1-month_solo' }],
      },
    });
    expect(order.status).toBe(404);
  });

  it('flags a variant on the dashboard and mails the team once when its stock falls to the threshold', async () => {
    const { id, variantIds } = await createAccountProduct({ stock: 3 });
    const variantId = variantIds['1-month_solo']!;
    expect((await patch(variantId, { low_stock_threshold: 1 })).status).toBe(200);
    const title = `Account ${(await getDb().query.accountProducts.findFirst({ where: (p, { eq: is }) => is(p.id, id) }))!.slug}`;
    const alerts = () =>
      getDb()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, admin.user.email), like(mailOutbox.subject, `Low stock: ${title}%`)));
    const buy = async () => {
      const { token } = await signedInUser();
      const reply = await api.call('/api/orders', {
        token,
        body: { items: [{ product_type: 'ACCOUNT_STORE', product_id: id, combination_key: '1-month_solo' }] },
      });
      expect(reply.status).toBe(201);
    };
    const flagged = async () =>
      (
        (await api.call('/api/admin/dashboard', { token: admin.token })).body.data.low_stock as { variant_id: number }[]
      ).find((row) => row.variant_id === variantId);

    await buy(); // 2 left, above 1
    expect(await flagged()).toBeUndefined();
    await buy(); // 1 left: at the threshold
    expect(await flagged()).toMatchObject({ available: 1, threshold: 1, combination_key: '1-month_solo' });
    const [mail] = await waitFor(async () => ((await alerts()).length > 0 ? alerts() : undefined));
    expect(mail!.text).toContain('Items left for sale: 1');
    expect(mail!.text).toContain('/admin/account-stores?q=');
    await buy(); // 0 left: still low, no second mail
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await alerts()).toHaveLength(1);

    // Restocked above the threshold: off the dashboard, and the next fall mails again.
    await api.call(`/api/admin/account-stores/variants/${variantId}/stock`, {
      token: admin.token,
      body: { lines: ['RESTOCK-1', 'RESTOCK-2', 'RESTOCK-3'] },
    });
    expect(await flagged()).toBeUndefined();
    await buy();
    await buy();
    await waitFor(async () => ((await alerts()).length === 2 ? true : undefined));
  });

  it('alerts at once when a threshold is set at or above the stock for sale', async () => {
    const { variantIds } = await createAccountProduct({ stock: 2 });
    const variantId = variantIds['12-months_family']!;
    await patch(variantId, { low_stock_threshold: 5 });
    const row = (
      (await api.call('/api/admin/dashboard', { token: admin.token })).body.data.low_stock as {
        variant_id: number;
        available: number;
      }[]
    ).find((candidate) => candidate.variant_id === variantId);
    expect(row).toMatchObject({ available: 2 });
    // Cleared with the threshold: the dashboard forgets it.
    await patch(variantId, { low_stock_threshold: null });
    const after = (await api.call('/api/admin/dashboard', { token: admin.token })).body.data.low_stock as {
      variant_id: number;
    }[];
    expect(after.some((candidate) => candidate.variant_id === variantId)).toBe(false);
  });
});
