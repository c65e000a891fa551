/**
 * The blog list's state as it lives in the URL (`/posts?keyword=&category=&page=`), read
 * and written the same way by the page and its links. Spec §5: the "all" category is no
 * filter, so it never appears in a URL.
 */
export interface PostFilters {
  keyword: string;
  /** A category slug; '' = every category. */
  category: string;
  page: number;
}

export const DEFAULT_POST_FILTERS: PostFilters = { keyword: '', category: '', page: 1 };
const ALL_CATEGORIES = 'all';

const KEYWORD_MAX_LENGTH = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Reads a URL query leniently: anything invalid falls back to its default. */
export function parsePostFilters(query: Query): PostFilters {
  const keyword = first(query.keyword).trim().slice(0, KEYWORD_MAX_LENGTH);
  const category = first(query.category).trim();
  const page = Number(first(query.page));
  return {
    keyword,
    category: category !== ALL_CATEGORIES && SLUG.test(category) ? category : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query for a URL: default values are left out, so the plain list is plain `/posts`. */
export function postFiltersQuery(filters: PostFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.keyword) query.keyword = filters.keyword;
  if (filters.category) query.category = filters.category;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

export function isDefaultPostFilters(filters: PostFilters): boolean {
  return !filters.keyword && !filters.category && filters.page === 1;
}
