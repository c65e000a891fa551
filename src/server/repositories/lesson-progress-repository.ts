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

export interface CourseProgressRow {
  courseId: number;
  completedLessons: number;
  /** The lesson whose progress was saved last. */
  lastLessonId: number;
}

/** Per course (of those given): lessons completed and the last lesson touched, in one query. */
export async function summarizeCourses(
  userId: string,
  courseIds: number[],
  db: Executor = getDb(),
): Promise<CourseProgressRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select({
      courseId: sections.courseId,
      completedLessons: sql<number>`(count(*) filter (where ${lessonProgress.completedAt} is not null))::int`,
      lastLessonId: sql<number>`(array_agg(${lessonProgress.lessonId} order by ${lessonProgress.updatedAt} desc, ${lessonProgress.lessonId} desc))[1]`,
    })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(and(eq(lessonProgress.userId, userId), inArray(sections.courseId, courseIds)))
    .groupBy(sections.courseId);
}
