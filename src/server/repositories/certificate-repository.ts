import { and, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { quizAttempts } from '../db/schema/attempts';
import { users } from '../db/schema/auth';
import { courses } from '../db/schema/catalog';
import { certificates, type Certificate } from '../db/schema/certificates';
import { lessons, sections } from '../db/schema/curriculum';
import { lessonProgress } from '../db/schema/lesson-progress';
import type { Executor } from '../db/types';

/** Database access for `certificates`; when one is issued or revoked is the services' business. */

export type { Certificate };

/** A certificate with its course's current slug (null once the course is deleted). */
export type CertificateWithSlug = Certificate & { courseSlug: string | null };

/** What decides whether a learner has finished a course, read in one go inside the issuing transaction. */
export interface CompletionFacts {
  titleEn: string;
  titleVi: string;
  finalQuizId: number | null;
  totalLessons: number;
  completedLessons: number;
  /** The learner's best passing strict score at the final quiz; null without one (or without a final quiz). */
  bestPassingScore: number | null;
  learnerName: string;
}

export async function completionFacts(
  userId: string,
  courseId: number,
  db: Executor = getDb(),
): Promise<CompletionFacts | null> {
  const [course] = await db
    .select({ titleEn: courses.titleEn, titleVi: courses.titleVi, finalQuizId: courses.finalQuizId })
    .from(courses)
    .where(eq(courses.id, courseId));
  const [learner] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  if (!course || !learner) return null;
  const [lessonCounts] = await db
    .select({
      total: count(lessons.id),
      completed: count(lessonProgress.completedAt),
    })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(eq(sections.courseId, courseId));
  let bestPassingScore: number | null = null;
  if (course.finalQuizId !== null) {
    const [best] = await db
      .select({ score: max(quizAttempts.score) })
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.userId, userId),
          eq(quizAttempts.quizId, course.finalQuizId),
          eq(quizAttempts.mode, 'strict'),
          eq(quizAttempts.isPass, true),
        ),
      );
    bestPassingScore = best?.score === null || best?.score === undefined ? null : Number(best.score);
  }
  return {
    ...course,
    totalLessons: lessonCounts?.total ?? 0,
    completedLessons: lessonCounts?.completed ?? 0,
    bestPassingScore,
    learnerName: learner.name,
  };
}

/** The courses whose final quiz this is (one, as the back office sets it). */
export async function coursesWithFinalQuiz(quizId: number, db: Executor = getDb()): Promise<number[]> {
  const rows = await db.select({ id: courses.id }).from(courses).where(eq(courses.finalQuizId, quizId));
  return rows.map((row) => row.id);
}

export async function existsFor(userId: string, courseId: number, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}

/** Inserts a certificate unless the learner has one for the course already; null then. */
export async function insertOnce(
  values: Omit<typeof certificates.$inferInsert, 'id'>,
  db: Executor = getDb(),
): Promise<Certificate | null> {
  const [row] = await db
    .insert(certificates)
    .values(values)
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
    .returning();
  return row ?? null;
}

export async function findByCode(code: string, db: Executor = getDb()): Promise<CertificateWithSlug | null> {
  const [row] = await db
    .select({ certificate: certificates, courseSlug: courses.slug })
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.code, code))
    .limit(1);
  return row ? { ...row.certificate, courseSlug: row.courseSlug } : null;
}

export async function lockByCode(code: string, tx: Executor): Promise<Certificate | null> {
  const [row] = await tx.select().from(certificates).where(eq(certificates.code, code)).for('update');
  return row ?? null;
}

/** Sets (or, with nulls, clears) a certificate's revocation. */
export async function setRevocation(
  id: number,
  revocation: { revokedAt: Date | null; revokedReason: string | null },
  tx: Executor,
): Promise<Certificate> {
  const [row] = await tx.update(certificates).set(revocation).where(eq(certificates.id, id)).returning();
  return row!;
}

/** Revokes the learner's valid certificates of these courses (a refund took the courses back). */
export async function revokeForCourses(
  userId: string,
  courseIds: number[],
  reason: string,
  tx: Executor,
): Promise<number> {
  if (courseIds.length === 0) return 0;
  const rows = await tx
    .update(certificates)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(eq(certificates.userId, userId), inArray(certificates.courseId, courseIds), isNull(certificates.revokedAt)),
    )
    .returning({ id: certificates.id });
  return rows.length;
}

/** A learner's certificates, newest first. */
export async function listByUser(userId: string, db: Executor = getDb()): Promise<Certificate[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/** The codes of the learner's valid certificates among these courses, by course. */
export async function validCodesByCourse(
  userId: string,
  courseIds: number[],
  db: Executor = getDb(),
): Promise<Map<number, string>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: certificates.courseId, code: certificates.code })
    .from(certificates)
    .where(
      and(eq(certificates.userId, userId), inArray(certificates.courseId, courseIds), isNull(certificates.revokedAt)),
    );
  return new Map(rows.map((row) => [row.courseId!, row.code]));
}
