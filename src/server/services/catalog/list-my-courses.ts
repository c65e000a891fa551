import type { MyCourse } from '@/lib/catalog/course-types';
import type { Locale } from '@/lib/locales';
import * as certificateRepository from '../../repositories/certificate-repository';
import * as courseRepository from '../../repositories/course-repository';
import * as lessonProgressRepository from '../../repositories/lesson-progress-repository';
import { courseProgress } from './course-progress';
import { summarize } from './summarize-courses';

/**
 * GET /api/exam/my-courses: the signed-in user's enrolled courses, most recent first, each
 * with the learner's progress. One query per concern (enrolments with their categories, the
 * curricula with the learner's progress), however many courses there are.
 */
export async function listMyCourses(userId: string, language: Locale): Promise<MyCourse[]> {
  const rows = await courseRepository.listEnrolled(userId);
  const courseIds = rows.map((row) => row.course.id);
  const [lessons, certificateCodes] = await Promise.all([
    lessonProgressRepository.listCurriculaWithProgress(userId, courseIds),
    certificateRepository.validCodesByCourse(userId, courseIds),
  ]);
  const lessonsByCourse = new Map<number, lessonProgressRepository.CurriculumProgressRow[]>();
  for (const lesson of lessons) {
    const list = lessonsByCourse.get(lesson.courseId);
    if (list) list.push(lesson);
    else lessonsByCourse.set(lesson.courseId, [lesson]);
  }
  const summaries = summarize(
    rows.map((row) => row.course),
    language,
  );
  return summaries.map((summary, index) => ({
    ...summary,
    enrolled_at: rows[index]!.enrolledAt.toISOString(),
    enrolment_source: rows[index]!.source,
    progress: courseProgress(lessonsByCourse.get(summary.id) ?? [], language),
    certificate_code: certificateCodes.get(summary.id) ?? null,
  }));
}
