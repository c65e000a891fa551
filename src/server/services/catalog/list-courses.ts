import type { Locale } from '@/lib/locales';
import type { CourseSearchQuery } from '@/schemas/catalog';
import { createCatalogCache } from './catalog-cache';
import * as courseRepository from '../../repositories/course-repository';
import { summarize } from './summarize-courses';
import type { CoursePage } from '@/lib/catalog/course-types';
import { pageCount, pageWindow } from '../paging';

// A search's page of courses is the same for every visitor, whether the /courses page or
// the API asks: one cache serves both. 500 searches at most (a few kB each).
const searches = createCatalogCache<CoursePage>(500);

/** GET /api/exam/courses: filters, sort and one page, in the request's language. */
export function listCourses(query: CourseSearchQuery, language: Locale): Promise<CoursePage> {
  return searches.get(searchKey(query, language), () => readCourses(query, language));
}

/** One key per distinct search: the order and repeats of category ids do not matter. */
function searchKey(query: CourseSearchQuery, language: Locale): string {
  const categoryIds = query.category_ids ? [...new Set(query.category_ids)].sort((a, b) => a - b) : null;
  const { keyword = null, price = null, level = null, sort, page, page_size } = query;
  return JSON.stringify([language, keyword, categoryIds, price, level, sort, page, page_size]);
}

async function readCourses(query: CourseSearchQuery, language: Locale): Promise<CoursePage> {
  const { rows, total } = await courseRepository.search({
    keyword: query.keyword,
    language,
    categoryIds: query.category_ids,
    price: query.price,
    level: query.level,
    sort: query.sort,
    ...pageWindow(query.page, query.page_size),
  });
  return {
    courses: summarize(rows, language),
    page: query.page,
    totalPage: pageCount(total, query.page_size),
    total,
  };
}
