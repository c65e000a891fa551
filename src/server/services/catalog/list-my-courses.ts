import type { Locale } from '@/lib/locales';
import * as courseRepository from '../../repositories/course-repository';
import type { MyCourse } from '@/lib/catalog/course-types';
import { summarize } from './summarize-courses';

/** GET /api/exam/my-courses: the signed-in user's enrolled courses, most recent first. */
export async function listMyCourses(userId: string, language: Locale): Promise<MyCourse[]> {
  const rows = await courseRepository.listEnrolled(userId);
  const summaries = await summarize(
    rows.map((row) => row.course),
    language,
  );
  return summaries.map((summary, index) => ({
    ...summary,
    enrolled_at: rows[index]!.enrolledAt.toISOString(),
    enrolment_source: rows[index]!.source,
  }));
}
