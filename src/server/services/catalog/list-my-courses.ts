import type { Locale } from '@/lib/locales';
import type { EnrolmentSource } from '../../db/schema/enrolments';
import * as courseRepository from '../../repositories/course-repository';
import type { CourseSummary } from './course-dto';
import { summarize } from './summarize-courses';

export interface MyCourse extends CourseSummary {
  enrolled_at: string;
  enrolment_source: EnrolmentSource;
}

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
