import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { serveApi, type Api } from '../helpers/api';
import { auditOf } from '../helpers/admin';
import { ipnQuery, orderAndPay } from '../helpers/commerce';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

// The back office's calls, and the store's and the shop's, to see a product from outside once it is saved.
let api: Api;
beforeAll(async () => {
  const shown = ['/api/admin/', '/api/account-stores', '/api/orders', '/api/payments/'];
  api = await serveApi(
    Object.fromEntries(
      Object.entries(API_ROUTES).filter(([pattern]) => shown.some((start) => pattern.startsWith(start))),
    ),
  );
});
afterAll(() => api.close());
isolateRateLimits();

const DURATION = {
  name: { en: 'Duration', vi: 'Thời hạn' },
  values: [
    { code: '1-month', label: { en: '1 month', vi: '1 tháng' } },
    { code: '12-months', label: { en: '12 months', vi: '12 tháng' } },
  ],
};
const PLAN = {
  name: { en: 'Plan', vi: 'Gói' },
  values: [
    { code: 'solo', label: { en: 'Solo', vi: 'Cá nhân' } },
    { code: 'family', label: { en: 'Family', vi: 'Gia đình' } },
  ],
};
const VARIANTS = [
  { combination_key: '1-month_solo', price_vnd: 99_000 },
  { combination_key: '1-month_family', price_vnd: 149_000, compare_at_price_vnd: 199_000 },
  // Codes in any order name the same combination.
  { combination_key: 'solo_12-months', price_vnd: 890_000, is_active: false },
  { combination_key: '12-months_family', price_vnd: 1_290_000 },
];

function newProduct(overrides: Record<string, unknown> = {}) {
  return {
    slug: `store-${randomUUID().slice(0, 8)}`,
    type: 'work',
    provider: 'Notion',
    title: { en: 'Notion Plus', vi: 'Notion Plus (vi)' },
    short_description: { en: 'Notes for teams', vi: 'Ghi chú cho nhóm' },
    description: { en: 'Long text', vi: 'Văn bản dài' },
    features: { en: ['Unlimited pages', 'Sharing'], vi: ['Không giới hạn trang', 'Chia sẻ'] },
    thumbnail: '/images/accounts/notion.svg',
    delivery_kind: 'code',
    options: [DURATION, PLAN],
    variants: VARIANTS,
    ...overrides,
  };
}

describeEachDatabase('the back office: account-store products', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let learner: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
    learner = await signedInUser();
  });
  const asAdmin = (path: string, options: { method?: string; body?: unknown } = {}) =>
    api.call(path, { ...options, token: admin.token });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const reply = await asAdmin('/api/admin/account-stores', { body: newProduct(overrides) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.data;
  };
  const patch = (id: number, body: unknown) => asAdmin(`/api/admin/account-stores/${id}`, { method: 'PATCH', body });
  const stock = (variantId: number, lines: string[]) =>
    asAdmin(`/api/admin/account-stores/variants/${variantId}/stock`, { body: { lines } });
  const variantOf = (product: { variants: { combination_key: string; id: number }[] }, key: string) =>
    product.variants.find((variant) => variant.combination_key === key)!;

  it('needs the admin role: 401 signed out, 403 for a learner, and nothing is created', async () => {
    const body = newProduct();
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/admin/account-stores', body],
      ['GET', '/api/admin/account-stores/1'],
      ['PATCH', '/api/admin/account-stores/1', { is_featured: true }],
    ];
    for (const [method, path, sent] of calls) {
      expect((await api.call(path, { method, body: sent })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(path, { method, body: sent, token: learner.token })).status, `${method} ${path}`).toBe(
        403,
      );
    }
    const listed = await asAdmin(`/api/admin/account-stores?q=${body.slug}`);
    expect(listed.body.data).toEqual([]);
  });

  it('creates a draft with its options and one variant per combination, audited, and reads it back', async () => {
    const created = await create();
    expect(created).toMatchObject({
      type: 'work',
      provider: 'Notion',
      title: { en: 'Notion Plus', vi: 'Notion Plus (vi)' },
      features: { en: ['Unlimited pages', 'Sharing'], vi: ['Không giới hạn trang', 'Chia sẻ'] },
      delivery_kind: 'code',
      is_featured: false,
      status: 'draft',
      published_at: null,
      options: [
        { name: DURATION.name, values: DURATION.values },
        { name: PLAN.name, values: PLAN.values },
      ],
    });
    expect(
      created.variants.map((variant: Record<string, unknown>) => [
        variant.combination_key,
        variant.price_vnd,
        variant.compare_at_price_vnd,
        variant.is_active,
        variant.removable,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['1-month_solo', 99_000, null, true, true],
        ['1-month_family', 149_000, 199_000, true, true],
        ['12-months_solo', 890_000, null, false, true],
        ['12-months_family', 1_290_000, null, true, true],
      ]),
    );
    expect(variantOf(created, '12-months_family')).toMatchObject({
      label: { en: '12 months · Family', vi: '12 tháng · Gia đình' },
      stock: { available: 0, reserved: 0, delivered: 0 },
    });
    const read = await asAdmin(`/api/admin/account-stores/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created);
    expect((await asAdmin('/api/admin/account-stores/999999999')).status).toBe(404);

    const [audit] = await auditOf(api, admin.token, 'account_product', created.id);
    expect(audit).toMatchObject({
      action: 'account_product.create',
      actor: { email: admin.user.email },
      before: null,
      after: { slug: created.slug, status: 'draft', variants: expect.arrayContaining([expect.anything()]) },
    });
    // A draft is neither listed nor sold.
    const publicList = await api.call(`/api/account-stores?keyword=${encodeURIComponent('Notion Plus')}`);
    expect(publicList.body.data.map((card: { id: number }) => card.id)).not.toContain(created.id);
    expect((await api.call(`/api/account-stores/slugs/${created.slug}`)).status).toBe(404);
  });

  it('refuses bad input naming each field, and writes nothing', async () => {
    const bad = async (overrides: Record<string, unknown>) => {
      const reply = await asAdmin('/api/admin/account-stores', { body: newProduct(overrides) });
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body.error.error_code).toBe('VALIDATION_ERROR');
      return reply.body.error.fields as Record<string, string>;
    };
    const fields = await bad({ slug: 'Bad Slug', type: 'games', title: { en: '', vi: 'x' }, thumbnail: 'http://x' });
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['slug', 'type', 'title.en', 'thumbnail']));
    expect(
      await bad({ options: [DURATION, { ...PLAN, values: [{ code: '1-month', label: { en: 'a', vi: 'b' } }] }] }),
    ).toHaveProperty(['options.1.values.0.code']);
    expect(
      await bad({ options: [{ ...DURATION, values: [{ code: 'a_b', label: { en: 'a', vi: 'b' } }] }] }),
    ).toHaveProperty(['options.0.values.0.code']);
    expect(await bad({ options: [DURATION, PLAN, PLAN, PLAN] })).toHaveProperty('options');
    expect(await bad({ options: [] })).toHaveProperty('options');

    // Every combination needs its variant: the missing ones are named.
    const missing = await bad({ variants: VARIANTS.slice(0, 2) });
    expect(missing.variants).toMatch(/12-months_solo, 12-months_family/);
    expect(await bad({ variants: [...VARIANTS, { combination_key: '6-months_solo', price_vnd: 1 }] })).toHaveProperty([
      'variants.4.combination_key',
    ]);
    expect(await bad({ variants: [...VARIANTS, { combination_key: 'solo_1-month', price_vnd: 5 }] })).toHaveProperty([
      'variants.4.combination_key',
    ]);
    expect(
      await bad({ variants: [{ ...VARIANTS[0], compare_at_price_vnd: 99_000 }, ...VARIANTS.slice(1)] }),
    ).toHaveProperty(['variants.0.compare_at_price_vnd']);
    expect(await bad({ variants: [{ ...VARIANTS[0], price_vnd: 0 }, ...VARIANTS.slice(1)] })).toHaveProperty([
      'variants.0.price_vnd',
    ]);
    // Published with nothing on sale would list a product nobody can buy.
    const offSale = VARIANTS.map((variant) => ({ ...variant, is_active: false }));
    expect(await bad({ status: 'published', variants: offSale })).toHaveProperty('status');
  });

  it('answers SLUG_TAKEN (409) for a slug in use, on create and on change', async () => {
    const first = await create();
    const again = await asAdmin('/api/admin/account-stores', { body: newProduct({ slug: first.slug }) });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ error_code: 'SLUG_TAKEN', fields: { slug: expect.any(String) } });
    const second = await create();
    const renamed = await patch(second.id, { slug: first.slug });
    expect(renamed.status).toBe(409);
    expect((await patch(second.id, { slug: second.slug })).status).toBe(200);
  });

  it('changes fields and publishes: the store lists it, its page and variants answer, and a learner can buy it', async () => {
    const created = await create();
    const edited = await patch(created.id, {
      title: { en: 'Notion Plus yearly', vi: 'Notion Plus năm' },
      features: { en: ['One'], vi: ['Một'] },
      is_featured: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: { en: 'Notion Plus yearly' },
      features: { en: ['One'], vi: ['Một'] },
      is_featured: true,
      status: 'draft',
    });

    const published = await patch(created.id, { status: 'published' });
    expect(published.body.data).toMatchObject({ status: 'published', published_at: expect.any(String) });
    const audits = await auditOf(api, admin.token, 'account_product', created.id);
    expect(audits.map((row) => row.action)).toEqual([
      'account_product.publish',
      'account_product.update',
      'account_product.create',
    ]);
    expect(audits[1]).toMatchObject({
      before: { title: { en: 'Notion Plus' } },
      after: { title: { en: 'Notion Plus yearly' } },
    });

    // Published now, and seen at once (the store's cached reads were forgotten).
    const list = await api.call('/api/account-stores?type=work&limit=50');
    expect(list.body.data.map((card: { id: number }) => card.id)).toContain(created.id);
    const page = await api.call(`/api/account-stores/slugs/${created.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ id: created.id, title: 'Notion Plus yearly' });
    const variant = await api.call(`/api/account-stores/${created.id}/product?combination_key=family_1-month`);
    expect(variant.body.data).toMatchObject({ combination_key: '1-month_family', price_vnd: 149_000 });

    // Stocked and bought through the shop, like any product.
    const family = variantOf(created, '1-month_family').id;
    expect((await stock(family, ['NOTION-CODE-1'])).body.data).toMatchObject({ added: 1 });
    const { orderId, request } = await orderAndPay(api, learner.token, [
      { product_type: 'ACCOUNT_STORE', product_id: created.id, combination_key: '1-month_family' },
    ]);
    expect((await api.call(`/api/payments/vnpay/ipn?${ipnQuery(request)}`)).body.RspCode).toBe('00');
    const order = await api.call(`/api/orders/${orderId}`, { token: learner.token });
    expect(order.body.data).toMatchObject({
      status: 'paid',
      items: [{ delivered: [[{ name: 'code', value: 'NOTION-CODE-1' }]] }],
    });

    // Unpublished: gone from the store.
    expect((await patch(created.id, { status: 'draft' })).body.data).toMatchObject({
      status: 'draft',
      published_at: null,
    });
    expect((await api.call(`/api/account-stores/slugs/${created.slug}`)).status).toBe(404);
  });

  it('adds a value with its new combinations priced in the same request, and renames labels', async () => {
    const created = await create();
    const withSixMonths = {
      ...DURATION,
      name: { en: 'Length', vi: 'Thời lượng' },
      values: [DURATION.values[0], { code: '6-months', label: { en: '6 months', vi: '6 tháng' } }, DURATION.values[1]],
    };
    const unpriced = await patch(created.id, { options: [withSixMonths, PLAN] });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.error.fields.variants).toMatch(/6-months_solo, 6-months_family/);

    const saved = await patch(created.id, {
      options: [withSixMonths, PLAN],
      variants: [
        { combination_key: '6-months_solo', price_vnd: 490_000 },
        { combination_key: '6-months_family', price_vnd: 690_000, is_active: false },
        { combination_key: '1-month_solo', price_vnd: 89_000 },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const product = saved.body.data;
    expect(product.options[0]).toMatchObject({
      id: created.options[0].id,
      name: { en: 'Length' },
      values: withSixMonths.values,
    });
    expect(product.variants).toHaveLength(6);
    expect(variantOf(product, '6-months_family')).toMatchObject({ price_vnd: 690_000, is_active: false });
    // Existing variants keep their ids (and so their stock); one sent is changed, the others kept.
    expect(variantOf(product, '1-month_solo')).toMatchObject({
      id: variantOf(created, '1-month_solo').id,
      price_vnd: 89_000,
    });
    expect(variantOf(product, '1-month_family')).toMatchObject({ price_vnd: 149_000, compare_at_price_vnd: 199_000 });

    // The number of options and a value's option are fixed: keys are made of them.
    expect((await patch(created.id, { options: [withSixMonths] })).body.error.fields).toHaveProperty('options');
    const moved = await patch(created.id, {
      options: [withSixMonths, { ...PLAN, values: [...PLAN.values, DURATION.values[0]] }],
    });
    expect(moved.status).toBe(400);
  });

  it('removes a value with its unused variants, and refuses while a variant of it holds stock', async () => {
    const created = await create();
    const onlyOneMonth = { ...DURATION, values: [DURATION.values[0]] };
    // 12-months_family gets stock: 12-months cannot go.
    expect((await stock(variantOf(created, '12-months_family').id, ['KEEP-ME'])).status).toBe(200);
    const refused = await patch(created.id, { options: [onlyOneMonth, PLAN] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields['options.0.values']).toMatch(/"12-months" cannot be removed/);
    const unchanged = (await asAdmin(`/api/admin/account-stores/${created.id}`)).body.data;
    expect(unchanged.variants).toHaveLength(4);
    expect(variantOf(unchanged, '12-months_family')).toMatchObject({ removable: false, stock: { available: 1 } });
    // Its stock is codes: the product keeps delivering codes.
    expect((await patch(created.id, { delivery_kind: 'credentials' })).body.error.fields).toHaveProperty(
      'delivery_kind',
    );

    // "family" has stock too; "solo" has none: removing solo removes its two variants.
    const onlyFamily = await patch(created.id, { options: [DURATION, { ...PLAN, values: [PLAN.values[1]] }] });
    expect(onlyFamily.status, JSON.stringify(onlyFamily.body)).toBe(200);
    expect(
      onlyFamily.body.data.variants.map((variant: { combination_key: string }) => variant.combination_key).sort(),
    ).toEqual(['1-month_family', '12-months_family']);
    expect(onlyFamily.body.data.options[1].values).toEqual([PLAN.values[1]]);
    // Added back later, it is a new value: its combinations need prices again.
    const back = await patch(created.id, { options: [DURATION, PLAN] });
    expect(back.body.error.fields.variants).toMatch(/1-month_solo, 12-months_solo/);
  });
});
