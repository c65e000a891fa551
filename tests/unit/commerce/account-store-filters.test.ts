import { describe, expect, it } from 'vitest';
import {
  accountStoreSearchParams,
  NO_ACCOUNT_STORE_FILTERS,
  parseAccountStoreFilters,
} from '@/lib/commerce/account-store-filters';

describe('the account store’s URL search', () => {
  it('reads a category tab and a page, and writes them back', () => {
    const filters = parseAccountStoreFilters({ type: 'work', page: '3' });
    expect(filters).toEqual({ type: 'work', page: 3 });
    expect(accountStoreSearchParams(filters)).toEqual({ type: 'work', page: '3' });
  });

  it('drops what a person may have mistyped, and leaves defaults out of the URL', () => {
    expect(parseAccountStoreFilters({ type: 'games', page: '0' })).toEqual(NO_ACCOUNT_STORE_FILTERS);
    expect(parseAccountStoreFilters({ type: ['storage', 'work'], page: '1.5' })).toEqual({ type: 'storage', page: 1 });
    expect(accountStoreSearchParams(NO_ACCOUNT_STORE_FILTERS)).toEqual({});
  });
});
