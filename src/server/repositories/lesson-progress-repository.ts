import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { lessons, sections } from '../db/schema/curriculum';
import { lessonProgress, type LessonProgress } from '../db/schema/lesson-progress';
import type { Executor } from '../db/types';

/** Database access for `lesson_progress`; who may save progress is the services' business. */

/**
 * Saves a learner's position in a lesson (insert or update). `completed` sets completed_at
 * the first time only: a later save without it (or with false) never clears it.
 */
export async function upsert(
  values: { userId: string; lessonId: number; positionS: number; completed: boolean },
  db: Executor = getDb(),
): Promise<LessonProgress> {
  const completedAt = values.completed ? sql`now()` : null;
  const [row] = await db
    .insert(lessonProgress)
    .values({ userId: values.userId, lessonId: values.lessonId, positionS: values.positionS, completedAt })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        positionS: values.positionS,
        completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** The user's progress rows for the lessons of one course. */
export async function listInCourse(
  userId: string,
  courseId: number,
  db: Executor = getDb(),
): Promise<LessonProgress[]> {
  return db
    .select(getTableColumns(lessonProgress))
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(and(eq(lessonProgress.userId, userId), eq(sections.courseId, courseId)))
    .orderBy(desc(lessonProgress.updatedAt));
}

/** A lesson of a course, in curriculum order, with the learner's progress in it (null before any). */
export interface CurriculumProgressRow {
  courseId: number;
  lessonId: number;
  titleEn: string;
  titleVi: string;
  durationS: number;
  positionS: number | null;
  completedAt: Date | null;
  updatedAt: Date | null;
}

/**
 * Every lesson of the given courses, course by course in curriculum order, each with the
 * learner's progress row joined: one query for My courses, however many courses there are.
 */
export async function listCurriculaWithProgress(
  userId: string,
  courseIds: number[],
  db: Executor = getDb(),
): Promise<CurriculumProgressRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select({
      courseId: sections.courseId,
      lessonId: lessons.id,
      titleEn: lessons.titleEn,
      titleVi: lessons.titleVi,
      durationS: lessons.durationS,
      positionS: lessonProgress.positionS,
      completedAt: lessonProgress.completedAt,
      updatedAt: lessonProgress.updatedAt,
    })
    .from(sections)
    .innerJoin(lessons, eq(lessons.sectionId, sections.id))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(inArray(sections.courseId, courseIds))
    .orderBy(sections.courseId, sections.position, lessons.position);
}
