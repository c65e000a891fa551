import { isAccountStoreType, type AccountStoreType } from './product-types';

/**
 * The account store's search and its URL form: a category tab (`?type=`, spec §2; none =
 * all) and a page. src/proxy.ts sends an /account URL carrying either to the per-request
 * search page.
 */
export const ACCOUNT_STORE_SEARCH_KEYS = ['type', 'page'] as const;

export interface AccountStoreFilters {
  type: AccountStoreType | null;
  page: number;
}

export const NO_ACCOUNT_STORE_FILTERS: AccountStoreFilters = { type: null, page: 1 };

/** The URL query of a search; defaults left out so a search has one URL. */
export function accountStoreSearchParams(filters: AccountStoreFilters): Record<string, string> {
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.page > 1 ? { page: String(filters.page) } : {}),
  };
}

/** Reads a search from a URL query a person may have edited: what does not parse is dropped. */
export function parseAccountStoreFilters(query: Record<string, string | string[] | undefined>): AccountStoreFilters {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const type = first(query.type);
  const pageNumber = Number(first(query.page));
  return {
    type: isAccountStoreType(type) ? type : null,
    page: Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1,
  };
}
