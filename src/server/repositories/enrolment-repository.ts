import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { courses } from '../db/schema/catalog';
import { enrolments, type EnrolmentSource } from '../db/schema/enrolments';
import type { Executor } from '../db/types';

/** Database access for `enrolments`; rules (who may enrol, when) live in services. */

/**
 * Enrols a user once (a second call changes nothing) and keeps the course's
 * enrolment_count in step, in one transaction. True when a new enrolment was written.
 */
export async function enrol(
  values: { userId: string; courseId: number; source: EnrolmentSource; createdAt?: Date },
  db: Executor = getDb(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(enrolments)
      .values(values)
      .onConflictDoNothing({ target: [enrolments.userId, enrolments.courseId] })
      .returning({ id: enrolments.id });
    if (inserted.length === 0) return false;
    await tx
      .update(courses)
      .set({ enrolmentCount: sql`${courses.enrolmentCount} + 1` })
      .where(eq(courses.id, values.courseId));
    return true;
  });
}

/**
 * Takes back enrolments a purchase gave (a refunded order), keeping the courses'
 * enrolment_count in step; free and admin-given enrolments stay. The courses whose
 * enrolment was removed.
 */
export async function revokePurchased(userId: string, courseIds: number[], db: Executor): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const removed = await db
    .delete(enrolments)
    .where(
      and(eq(enrolments.userId, userId), inArray(enrolments.courseId, courseIds), eq(enrolments.source, 'purchase')),
    )
    .returning({ courseId: enrolments.courseId });
  for (const { courseId } of removed) {
    await db
      .update(courses)
      .set({ enrolmentCount: sql`greatest(${courses.enrolmentCount} - 1, 0)` })
      .where(eq(courses.id, courseId));
  }
  return removed.map((row) => row.courseId);
}

/** A user's enrolment in a course, or null. */
export async function findOne(
  userId: string,
  courseId: number,
  db: Executor = getDb(),
): Promise<{ source: EnrolmentSource; createdAt: Date } | null> {
  const [row] = await db
    .select({ source: enrolments.source, createdAt: enrolments.createdAt })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

export async function isEnrolled(userId: string, courseId: number, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks a user's enrolment row for the rest of the transaction; false when not enrolled.
 * Issuing a certificate takes it first, so two completions of one course (the last lesson
 * and the final quiz at once) run one after the other and the second sees the first.
 */
export async function lockOne(userId: string, courseId: number, tx: Executor): Promise<boolean> {
  const [row] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .for('update');
  return row !== undefined;
}
