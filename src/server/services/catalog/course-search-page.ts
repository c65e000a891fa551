import type { CourseFilters } from '@/lib/catalog/course-filters';
import { DEFAULT_PAGE_SIZE } from '@/lib/catalog/course-filters';
import type { CourseSearchResult } from '@/lib/catalog/course-types';
import type { Locale } from '@/lib/locales';
import { logger } from '../../http/logger';
import { listCategoryGroups } from './list-category-groups';
import { listCourses } from './list-courses';

/**
 * The /courses page's data for one search: a page of courses and the facets, both read
 * through the caches the API uses (PUBLIC_READ_TTL_MS). Null when the database fails: the
 * page then shows its error state (and answers 503) instead of a blank 500 page; the failure
 * is logged here, where its cause is known.
 */
export async function loadCourseSearch(filters: CourseFilters, language: Locale): Promise<CourseSearchResult | null> {
  try {
    return await searchCatalogue(filters, language);
  } catch (error) {
    logger.error({ err: error }, 'course search page: loading failed');
    return null;
  }
}

async function searchCatalogue(filters: CourseFilters, language: Locale): Promise<CourseSearchResult> {
  const [page, groups] = await Promise.all([
    listCourses(
      {
        keyword: filters.keyword ?? undefined,
        category_ids: filters.categoryIds.length > 0 ? filters.categoryIds : undefined,
        price: filters.price ?? undefined,
        level: filters.level ?? undefined,
        sort: filters.sort,
        page: filters.page,
        page_size: DEFAULT_PAGE_SIZE,
      },
      language,
    ),
    listCategoryGroups(language),
  ]);
  return { ...page, groups };
}
