import type { Locale } from '@/lib/locales';
import type { CourseSearchQuery } from '@/schemas/catalog';
import * as courseRepository from '../../repositories/course-repository';
import { summarize } from './summarize-courses';
import type { CoursePage } from '@/lib/catalog/course-types';

/** GET /api/exam/courses: filters, sort and one page, in the request's language. */
export async function listCourses(query: CourseSearchQuery, language: Locale): Promise<CoursePage> {
  const { rows, total } = await courseRepository.search({
    keyword: query.keyword,
    language,
    categoryIds: query.category_ids,
    price: query.price,
    level: query.level,
    sort: query.sort,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    courses: summarize(rows, language),
    page: query.page,
    totalPage: Math.ceil(total / query.page_size),
    total,
  };
}
