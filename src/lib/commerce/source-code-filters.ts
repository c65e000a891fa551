/**
 * The source-code list's search and its URL form, shared by the API schema
 * (src/schemas/commerce.ts) and the /source-codes page (without zod, to keep the page light).
 */
export const SOURCE_CODE_SORTS = ['newest', 'popular', 'price_asc', 'price_desc'] as const;
export type SourceCodeSort = (typeof SOURCE_CODE_SORTS)[number];
export const DEFAULT_SOURCE_CODE_SORT: SourceCodeSort = 'newest';

/**
 * The parameters the /source-codes page reads from its URL. src/proxy.ts sends a
 * /source-codes URL carrying any of them to the per-request search page.
 */
export const SOURCE_CODE_SEARCH_KEYS = ['keyword', 'filter_ids', 'price', 'sort', 'page'] as const;

export interface SourceCodeFilters {
  keyword: string | null;
  filterIds: number[];
  price: 'free' | 'paid' | null;
  sort: SourceCodeSort;
  page: number;
}

export const NO_SOURCE_CODE_FILTERS: SourceCodeFilters = {
  keyword: null,
  filterIds: [],
  price: null,
  sort: DEFAULT_SOURCE_CODE_SORT,
  page: 1,
};

/** The URL query of a search (API parameter names); defaults left out so a search has one URL. */
export function sourceCodeSearchParams(filters: SourceCodeFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const keyword = filters.keyword?.trim();
  if (keyword) params.keyword = keyword;
  if (filters.filterIds.length > 0) params.filter_ids = [...filters.filterIds].sort((a, b) => a - b).join(',');
  if (filters.price) params.price = filters.price;
  if (filters.sort !== DEFAULT_SOURCE_CODE_SORT) params.sort = filters.sort;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/** Reads a search from a URL query a person may have edited: what does not parse is dropped. */
export function parseSourceCodeFilters(query: Record<string, string | string[] | undefined>): SourceCodeFilters {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const keyword = first(query.keyword)?.trim().slice(0, 100) || null;
  const filterIds = [
    ...new Set(
      (first(query.filter_ids) ?? '')
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647),
    ),
  ].slice(0, 50);
  const priceValue = first(query.price);
  const price = priceValue === 'free' || priceValue === 'paid' ? priceValue : null;
  const sortValue = first(query.sort);
  const sort = (SOURCE_CODE_SORTS as readonly string[]).includes(sortValue ?? '')
    ? (sortValue as SourceCodeSort)
    : DEFAULT_SOURCE_CODE_SORT;
  const pageNumber = Number(first(query.page));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1;
  return { keyword, filterIds, price, sort, page };
}
