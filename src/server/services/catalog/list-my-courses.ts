import type { Locale } from '@/lib/locales';
import * as certificateRepository from '../../repositories/certificate-repository';
import * as courseRepository from '../../repositories/course-repository';
import * as curriculumRepository from '../../repositories/curriculum-repository';
import * as lessonProgressRepository from '../../repositories/lesson-progress-repository';
import type { CourseProgress, MyCourse } from '@/lib/catalog/course-types';
import { summarize } from './summarize-courses';

/**
 * GET /api/exam/my-courses: the signed-in user's enrolled courses, most recent first, each
 * with the learner's progress. One query per concern (enrolments with their categories,
 * lesson counts, progress), however many courses there are.
 */
export async function listMyCourses(userId: string, language: Locale): Promise<MyCourse[]> {
  const rows = await courseRepository.listEnrolled(userId);
  const courseIds = rows.map((row) => row.course.id);
  const [lessonCounts, progressRows, certificateCodes] = await Promise.all([
    curriculumRepository.countLessons(courseIds),
    lessonProgressRepository.summarizeCourses(userId, courseIds),
    certificateRepository.validCodesByCourse(userId, courseIds),
  ]);
  const summaries = summarize(
    rows.map((row) => row.course),
    language,
  );
  const countsByCourse = new Map(lessonCounts.map((row) => [row.courseId, row]));
  const progressByCourse = new Map(progressRows.map((row) => [row.courseId, row]));
  return summaries.map((summary, index) => ({
    ...summary,
    enrolled_at: rows[index]!.enrolledAt.toISOString(),
    enrolment_source: rows[index]!.source,
    progress: courseProgress(countsByCourse.get(summary.id), progressByCourse.get(summary.id)),
    certificate_code: certificateCodes.get(summary.id) ?? null,
  }));
}

function courseProgress(
  counts: curriculumRepository.LessonCountRow | undefined,
  progress: lessonProgressRepository.CourseProgressRow | undefined,
): CourseProgress {
  const total = counts?.total ?? 0;
  const completed = Math.min(progress?.completedLessons ?? 0, total);
  return {
    completed_lessons: completed,
    total_lessons: total,
    percent: total === 0 ? 0 : Math.floor((completed / total) * 100),
    last_lesson_id: progress?.lastLessonId ?? null,
    first_lesson_id: counts?.firstLessonId ?? null,
  };
}
