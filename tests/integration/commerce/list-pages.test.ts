import { afterEach, expect, it } from 'vitest';
import { NO_ACCOUNT_STORE_FILTERS } from '@/lib/commerce/account-store-filters';
import { NO_SOURCE_CODE_FILTERS, parseSourceCodeFilters } from '@/lib/commerce/source-code-filters';
import { loadAccountStoreSearch } from '@/server/services/account-store/account-pages';
import { loadSourceCodeSearch } from '@/server/services/source-codes/source-code-search-page';
import { createAccountProduct, createSourceCode, createSourceFilters } from '../helpers/commerce';
import { describeEachDatabase, truncateAll } from '../helpers/databases';

/** The shop's list pages read their results from the services (no HTTP hop), as the API does. */
describeEachDatabase("the shop's list pages' data", (ctx) => {
  afterEach(() => truncateAll(ctx.database));

  it('a source-code search from its URL: facets, keyword, price, in the page’s language, with the facets', async () => {
    const ids = await createSourceFilters();
    const alpha = await createSourceCode({ titleEn: 'Alpha board', filterIds: [ids.a!] });
    await createSourceCode({ titleEn: 'Beta tool', filterIds: [ids.b!] });
    const free = await createSourceCode({ titleEn: 'Gamma free', priceVnd: 0, filterIds: [ids.a!] });

    const everything = await loadSourceCodeSearch(NO_SOURCE_CODE_FILTERS, 'vi');
    expect(everything).toMatchObject({ page: 1, totalPage: 1, total: 3 });
    expect(everything!.groups.map((group) => group.name)).toEqual(['tech (vi)', 'kind (vi)']);

    const search = async (query: Record<string, string>) =>
      (await loadSourceCodeSearch(parseSourceCodeFilters(query), 'en'))!.items.map((item) => item.id).sort();
    expect(await search({ filter_ids: String(ids.a) })).toEqual([alpha.id, free.id].sort());
    expect(await search({ filter_ids: String(ids.a), price: 'paid' })).toEqual([alpha.id]);
    expect(await search({ keyword: 'gamma' })).toEqual([free.id]);
    expect(await search({ page: '2' })).toEqual([]);
  });

  it('an account-store tab and page', async () => {
    for (let n = 0; n < 17; n += 1) await createAccountProduct({ type: 'work' });
    const learning = await createAccountProduct({ type: 'learning' });
    expect(await loadAccountStoreSearch(NO_ACCOUNT_STORE_FILTERS, 'en')).toMatchObject({ page: 1, totalPage: 2 });
    const tab = await loadAccountStoreSearch({ type: 'learning', page: 1 }, 'vi');
    expect(tab!.items.map((card) => [card.id, card.title])).toEqual([[learning.id, `Tài khoản ${learning.slug}`]]);
    expect((await loadAccountStoreSearch({ type: 'work', page: 2 }, 'en'))!.items).toHaveLength(1);
  });
});
