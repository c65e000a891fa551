/**
 * The course search's filter values and their URL form. The API's query schema
 * (src/schemas/catalog.ts) and the /courses page share them; they live here, without zod,
 * so the page can build its links without shipping a schema library to the browser.
 */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
type CourseLevel = (typeof COURSE_LEVELS)[number];

export const COURSE_SORTS = ['popular', 'newest', 'price_asc', 'price_desc'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export const DEFAULT_COURSE_SORT: CourseSort = 'popular';

export const COURSE_PRICES = ['free', 'paid'] as const;
type CoursePrice = (typeof COURSE_PRICES)[number];

/**
 * The parameters the /courses page reads from its URL (page size and language are the
 * page's own). src/proxy.ts sends a /courses URL carrying any of them to the per-request
 * search page.
 */
export const COURSE_SEARCH_KEYS = ['keyword', 'category_ids', 'price', 'level', 'sort', 'page'] as const;

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 12;

/** One search of the catalogue, as the /courses page holds it (null = no filter). */
export interface CourseFilters {
  keyword: string | null;
  categoryIds: number[];
  price: CoursePrice | null;
  level: CourseLevel | null;
  sort: CourseSort;
  page: number;
}

export const NO_COURSE_FILTERS: CourseFilters = {
  keyword: null,
  categoryIds: [],
  price: null,
  level: null,
  sort: DEFAULT_COURSE_SORT,
  page: 1,
};

/**
 * The URL query of a search, in the API's parameter names. Defaults and empty filters are
 * left out, so one search has one URL (shareable, and cached as one page).
 */
export function courseSearchParams(filters: CourseFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const keyword = filters.keyword?.trim();
  if (keyword) params.keyword = keyword;
  if (filters.categoryIds.length > 0) params.category_ids = [...filters.categoryIds].sort((a, b) => a - b).join(',');
  if (filters.price) params.price = filters.price;
  if (filters.level) params.level = filters.level;
  if (filters.sort !== DEFAULT_COURSE_SORT) params.sort = filters.sort;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/** True when the search narrows the catalogue (sort and page do not). */
export function hasCourseFilters(filters: CourseFilters): boolean {
  return Boolean(filters.keyword?.trim()) || filters.categoryIds.length > 0 || !!filters.price || !!filters.level;
}
