import type { CourseProgress } from '@/lib/catalog/course-types';
import type { Locale } from '@/lib/locales';
import type { CurriculumProgressRow } from '../../repositories/lesson-progress-repository';
import { localized } from '../../i18n/localized';

/**
 * How far a learner is through one course, from its lessons in curriculum order with their
 * progress rows (lesson_progress keeps a position and a completion per lesson, nothing per
 * course, so everything here is derived).
 */
export function courseProgress(lessons: CurriculumProgressRow[], language: Locale): CourseProgress {
  const total = lessons.length;
  const completed = lessons.filter((lesson) => lesson.completedAt !== null).length;
  const last = lastOpened(lessons);
  const next = nextLesson(lessons, last);
  return {
    completed_lessons: completed,
    total_lessons: total,
    percent: total === 0 ? 0 : Math.floor((completed / total) * 100),
    last_lesson_id: last === -1 ? null : lessons[last]!.lessonId,
    first_lesson_id: lessons[0]?.lessonId ?? null,
    next_lesson: next && { id: next.lessonId, title: localized(next.titleEn, next.titleVi, language) },
    // A completed lesson counts whole (the learner may have skipped to its end); an open
    // one up to its saved position, never past its length.
    watched_s: lessons.reduce(
      (sum, lesson) =>
        sum + (lesson.completedAt !== null ? lesson.durationS : Math.min(lesson.positionS ?? 0, lesson.durationS)),
      0,
    ),
    duration_s: lessons.reduce((sum, lesson) => sum + lesson.durationS, 0),
  };
}

/** The index of the lesson whose progress was saved last (ties: the later lesson id), or -1. */
function lastOpened(lessons: CurriculumProgressRow[]): number {
  let last = -1;
  lessons.forEach((lesson, index) => {
    if (lesson.updatedAt === null) return;
    const best = last === -1 ? null : lessons[last]!;
    const later =
      best === null ||
      lesson.updatedAt.getTime() > best.updatedAt!.getTime() ||
      (lesson.updatedAt.getTime() === best.updatedAt!.getTime() && lesson.lessonId > best.lessonId);
    if (later) last = index;
  });
  return last;
}

/**
 * Where to go on: the lesson opened last while it is unfinished; else the first unfinished
 * lesson after it, and failing that the first unfinished one from the start (a learner who
 * skipped ahead comes back for what they missed); null once every lesson is done.
 */
function nextLesson(lessons: CurriculumProgressRow[], last: number): CurriculumProgressRow | null {
  const unfinished = (lesson: CurriculumProgressRow) => lesson.completedAt === null;
  if (last !== -1 && unfinished(lessons[last]!)) return lessons[last]!;
  return lessons.slice(last + 1).find(unfinished) ?? lessons.find(unfinished) ?? null;
}
