import type { Locale } from '@/lib/locales';
import type { CourseSummaryRow } from '../../repositories/course-repository';
import type { CourseSummary } from '@/lib/catalog/course-types';
import { toCourseSummary } from './course-dto';

/** Card summaries of course rows read with their categories (courseRepository's summary columns). */
export function summarize(courses: CourseSummaryRow[], language: Locale): CourseSummary[] {
  return courses.map((course) => toCourseSummary(course, course.categories, language));
}
