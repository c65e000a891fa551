import { afterAll, afterEach, beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { accountVariants, stockItems } from '@/server/db/schema/account-store';
import type { Api } from '../helpers/api';
import { createAccountProduct, createSourceCode, createSourceFilters, serveCommerceApi } from '../helpers/commerce';
import { letPublicReadsExpire, letStockReadsExpire } from '../helpers/clock';
import { describeEachDatabase, truncateAll } from '../helpers/databases';

let api: Api;
beforeAll(async () => {
  api = await serveCommerceApi();
});
afterAll(() => api.close());

describeEachDatabase('source-code reads', (ctx) => {
  afterEach(() => truncateAll(ctx.database));

  it('lists facets as groups of { value, label } options, in the reply language', async () => {
    const ids = await createSourceFilters();
    const groups = (await api.call('/api/source-codes/filter-groups?lang=vi')).body.data;
    expect(groups).toHaveLength(2);
    expect(groups[0].options).toEqual([
      { value: ids.a, label: 'Bộ lọc a', slug: expect.any(String) },
      { value: ids.b, label: 'Bộ lọc b', slug: expect.any(String) },
    ]);
  });

  it('filters by facets (any within a group, every group), keyword, price; pages the result', async () => {
    const ids = await createSourceFilters();
    const ab = await createSourceCode({ titleEn: 'Alpha board', filterIds: [ids.a!, ids.c!] });
    const b = await createSourceCode({ titleEn: 'Beta tool', filterIds: [ids.b!] });
    const free = await createSourceCode({ titleEn: 'Gamma free', priceVnd: 0, filterIds: [ids.a!] });
    const titles = async (query: string) =>
      (await api.call(`/api/source-codes?${query}`)).body.data.map((row: { id: number }) => row.id).sort();
    expect(await titles(`filter_ids=${ids.a},${ids.b}`)).toEqual([ab.id, b.id, free.id].sort());
    expect(await titles(`filter_ids=${ids.a}&filter_ids=${ids.c}`)).toEqual([ab.id]);
    expect(await titles('keyword=beta')).toEqual([b.id]);
    // Diacritics are ignored on both sides ("Mã nguồn …" typed without its marks).
    expect(await titles(`keyword=MA%20NGUON%20${b.slug}&lang=vi`)).toEqual([b.id]);
    expect(await titles('price=free')).toEqual([free.id]);
    expect(await titles('filter_ids=999999')).toEqual([]);
    const page = await api.call('/api/source-codes?page_size=2&page=2&sort=price_asc');
    expect(page.body).toMatchObject({ page: 2, total_page: 2 });
    expect(page.body.data).toHaveLength(1);
    expect((await api.call('/api/source-codes?sort=cheapest')).status).toBe(400);
  });

  it('reads one product by id and by slug; unknown ones are 404', async () => {
    const ids = await createSourceFilters();
    const product = await createSourceCode({ filterIds: [ids.a!] });
    const byId = (await api.call(`/api/source-codes/${product.id}`)).body.data;
    expect(byId).toMatchObject({
      id: product.id,
      slug: product.slug,
      is_free: false,
      filters: [{ options: ['Filter a'] }],
    });
    expect(byId).not.toHaveProperty('file_key');
    expect((await api.call(`/api/source-codes/slugs/${product.slug}`)).body.data.id).toBe(product.id);
    expect((await api.call('/api/source-codes/slugs/no-such-product')).status).toBe(404);
    expect((await api.call('/api/source-codes/0')).status).toBe(400);
  });
});

describeEachDatabase('account-store reads', (ctx) => {
  afterEach(() => truncateAll(ctx.database));

  it('lists 16 a page by default, by category and keyword, with the price from the cheapest variant', async () => {
    for (let n = 0; n < 17; n += 1) await createAccountProduct({ type: 'work', stock: 0 });
    const learning = await createAccountProduct({ type: 'learning', featured: true });
    const first = await api.call('/api/account-stores');
    expect(first.body).toMatchObject({ page: 1, total_page: 2 });
    expect(first.body.data).toHaveLength(16);
    // Featured first.
    expect(first.body.data[0]).toMatchObject({ id: learning.id, price_from_vnd: 100_000, in_stock: true });
    const typed = await api.call('/api/account-stores?type=learning&page=1&limit=16');
    expect(typed.body.data.map((card: { id: number }) => card.id)).toEqual([learning.id]);
    expect((await api.call('/api/account-stores?type=')).body.data).toHaveLength(16);
    expect((await api.call('/api/account-stores?type=games')).status).toBe(400);
    expect((await api.call(`/api/account-stores?keyword=${learning.slug}`)).body.data).toHaveLength(1);
    // Diacritics are ignored on both sides ("Tài khoản …" typed without its marks).
    const folded = await api.call(`/api/account-stores?keyword=tai%20khoan%20${learning.slug}&lang=vi`);
    expect(folded.body.data.map((card: { id: number }) => card.id)).toEqual([learning.id]);
    const soldOut = (await api.call('/api/account-stores?type=work')).body.data[0];
    expect(soldOut.in_stock).toBe(false);
    // Past the last page: no cards, and still the right number of pages.
    expect((await api.call('/api/account-stores?page=5')).body).toMatchObject({ data: [], page: 5, total_page: 2 });
  });

  it('neither lists nor counts a product none of whose variants is on sale', async () => {
    const onSale = await createAccountProduct({ stock: 1 });
    const withdrawn = await createAccountProduct({ stock: 1 });
    await getDb().update(accountVariants).set({ isActive: false }).where(eq(accountVariants.productId, withdrawn.id));
    const listed = (await api.call('/api/account-stores?limit=1')).body;
    expect(listed.data.map((card: { id: number }) => card.id)).toEqual([onSale.id]);
    expect(listed.total_page).toBe(1);
    expect((await api.call('/api/account-stores?limit=1&page=2')).body).toMatchObject({ data: [], total_page: 1 });
  });

  it('serves a listing from memory for a while: a new product shows once it expires', async () => {
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const first = await createAccountProduct({ type: 'storage' });
    const listed = async () =>
      (await api.call('/api/account-stores?type=storage')).body.data.map((card: { id: number }) => card.id);
    expect(await listed()).toEqual([first.id]);
    const second = await createAccountProduct({ type: 'storage', featured: true });
    expect(await listed()).toEqual([first.id]);
    letPublicReadsExpire();
    expect(await listed()).toEqual([second.id, first.id]);
  });

  it('shows a product with its options and variants, and resolves a combination in any order', async () => {
    const product = await createAccountProduct({ stock: 2 });
    const detail = (await api.call(`/api/account-stores/slugs/${product.slug}?lang=vi`)).body.data;
    expect(detail.options).toEqual([
      {
        name: 'Duration (vi)',
        values: [
          { code: '1-month', label: '1-month nhãn' },
          { code: '12-months', label: '12-months nhãn' },
        ],
      },
      {
        name: 'Plan (vi)',
        values: [
          { code: 'solo', label: 'solo nhãn' },
          { code: 'family', label: 'family nhãn' },
        ],
      },
    ]);
    expect(detail.variants).toHaveLength(4);
    expect(detail.default_combination_key).toBe('1-month_solo');
    const variant = await api.call(`/api/account-stores/${product.id}/product?combination_key=family_12-months`);
    expect(variant.body.data).toMatchObject({
      product_id: product.id,
      combination_key: '12-months_family',
      price_vnd: 400_000,
      stock: 2,
      in_stock: true,
    });
    expect((await api.call(`/api/account-stores/${product.id}/product?combination_key=12-months`)).status).toBe(404);
    expect((await api.call(`/api/account-stores/${product.id}/product?combination_key=bad key`)).status).toBe(400);
    expect((await api.call(`/api/account-stores/${product.id}/product`)).status).toBe(400);
    expect((await api.call('/api/account-stores/slugs/nothing-here')).status).toBe(404);
  });

  it("reads a variant's stock within a second, though the product page is served from the shared cache", async () => {
    const product = await createAccountProduct({ stock: 2 });
    const stockOf = async () =>
      (await api.call(`/api/account-stores/${product.id}/product?combination_key=1-month_solo`)).body.data.stock;
    const pageStock = async () =>
      (await api.call(`/api/account-stores/slugs/${product.slug}`)).body.data.variants.find(
        (variant: { combination_key: string }) => variant.combination_key === '1-month_solo',
      ).stock;
    expect([await stockOf(), await pageStock()]).toEqual([2, 2]);
    const [variant] = await getDb()
      .select({ id: accountVariants.id })
      .from(accountVariants)
      .where(eq(accountVariants.combinationKey, '1-month_solo'));
    await getDb().update(stockItems).set({ status: 'delivered' }).where(eq(stockItems.variantId, variant!.id));
    // Written around the shop (another instance, say): the variant call sees it within a second.
    expect(await stockOf()).toBe(2);
    letStockReadsExpire();
    expect([await stockOf(), await pageStock()]).toEqual([0, 2]);
    letPublicReadsExpire();
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    expect(await pageStock()).toBe(0);
  });

  it('counts each category and lists its featured products on the dashboard', async () => {
    await createAccountProduct({ type: 'storage', featured: true });
    await createAccountProduct({ type: 'storage' });
    await createAccountProduct({ type: 'work' });
    const dashboard = (await api.call('/api/account-stores/dashboard')).body.data;
    expect(dashboard.total).toBe(3);
    expect(dashboard.categories.map((row: { type: string; count: number }) => [row.type, row.count])).toEqual([
      ['learning', 0],
      ['work', 1],
      ['entertainment', 0],
      ['storage', 2],
    ]);
    expect(dashboard.categories[3].featured).toHaveLength(1);
  });
});
