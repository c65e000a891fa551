import type { Locale } from '@/lib/locales';
import * as courseRepository from '../../repositories/course-repository';
import type { CourseSummaryRow } from '../../repositories/course-repository';
import type { CourseSummary } from '@/lib/catalog/course-types';
import { toCourseSummary } from './course-dto';

/** Summaries of several courses with their categories, fetched in one query. */
export async function summarize(courses: CourseSummaryRow[], language: Locale): Promise<CourseSummary[]> {
  const categoryRows = await courseRepository.listCategories(courses.map((course) => course.id));
  return courses.map((course) => toCourseSummary(course, categoryRows, language));
}
