import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client';
import { users } from '../db/schema/auth';
import { courses, type ContentLanguage } from '../db/schema/catalog';
import { lessons, sections } from '../db/schema/curriculum';
import { lessonProgress } from '../db/schema/lesson-progress';
import { courseReviewVotes, courseReviews, type CourseReview, type NewCourseReview } from '../db/schema/reviews';
import type { Executor } from '../db/types';

/** Database access for `course_reviews` and their helpful votes; the rules live in services/reviews. */

export type ReviewWithAuthor = CourseReview & { authorName: string; authorEmail: string };

function selectWithAuthor(db: Executor) {
  return db
    .select({ review: courseReviews, authorName: users.name, authorEmail: users.email })
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId));
}

function flatten(row: { review: CourseReview; authorName: string; authorEmail: string }): ReviewWithAuthor {
  return { ...row.review, authorName: row.authorName, authorEmail: row.authorEmail };
}

export async function findById(id: number, db: Executor = getDb()): Promise<ReviewWithAuthor | null> {
  const [row] = await selectWithAuthor(db).where(eq(courseReviews.id, id));
  return row ? flatten(row) : null;
}

export async function findByAuthor(
  courseId: number,
  userId: string,
  db: Executor = getDb(),
): Promise<ReviewWithAuthor | null> {
  const [row] = await selectWithAuthor(db).where(
    and(eq(courseReviews.courseId, courseId), eq(courseReviews.userId, userId)),
  );
  return row ? flatten(row) : null;
}

/** Locks the review's row for a write (a moderation, a vote's count). */
export async function lockById(id: number, tx: Executor): Promise<CourseReview | null> {
  const [row] = await tx.select().from(courseReviews).where(eq(courseReviews.id, id)).for('update');
  return row ?? null;
}

/**
 * Locks the course's row: every write that changes a course's reviews takes it first, so
 * writes to one course's reviews run one after the other and each recomputed aggregate
 * sees the writes committed before it.
 */
export async function lockCourse(courseId: number, tx: Executor): Promise<void> {
  await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
}

export async function insert(values: NewCourseReview, tx: Executor): Promise<CourseReview | null> {
  const [row] = await tx
    .insert(courseReviews)
    .values(values)
    .onConflictDoNothing({ target: [courseReviews.courseId, courseReviews.userId] })
    .returning();
  return row ?? null;
}

export async function update(
  id: number,
  changes: Partial<Pick<NewCourseReview, 'rating' | 'body' | 'language' | 'hiddenAt' | 'hiddenReason' | 'hiddenBy'>>,
  tx: Executor,
  now: Date = new Date(),
): Promise<CourseReview> {
  const [row] = await tx
    .update(courseReviews)
    .set({ ...changes, updatedAt: now })
    .where(eq(courseReviews.id, id))
    .returning();
  return row!;
}

export async function remove(id: number, tx: Executor): Promise<void> {
  await tx.delete(courseReviews).where(eq(courseReviews.id, id));
}

/**
 * Rewrites the course's `rating` (the mean of its visible reviews, one decimal) and
 * `rating_count` from its rows: recomputed, never incremented, so the numbers cannot drift
 * from the reviews. Run it in the transaction of the write, after taking lockCourse.
 */
export async function refreshCourseRating(courseId: number, tx: Executor): Promise<void> {
  const visible = and(eq(courseReviews.courseId, courseId), isNull(courseReviews.hiddenAt));
  await tx
    .update(courses)
    .set({
      rating: sql`coalesce((select round(avg(${courseReviews.rating}), 1) from ${courseReviews} where ${visible}), 0)`,
      ratingCount: sql`(select count(*)::int from ${courseReviews} where ${visible})`,
    })
    .where(eq(courses.id, courseId));
}

/** Whether the learner has finished at least one lesson of the course. */
export async function hasFinishedLesson(userId: string, courseId: number, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(
      and(eq(lessonProgress.userId, userId), eq(sections.courseId, courseId), isNotNull(lessonProgress.completedAt)),
    )
    .limit(1);
  return row !== undefined;
}

export interface ReviewPageQuery {
  courseId: number;
  sort: 'newest' | 'helpful';
  language?: ContentLanguage;
  /** Visible ones only (the public list) unless said otherwise; null: every one (the back office). */
  hidden?: boolean | null;
  limit: number;
  offset: number;
}

function listCondition(query: ReviewPageQuery): SQL | undefined {
  return and(
    eq(courseReviews.courseId, query.courseId),
    query.hidden === null
      ? undefined
      : query.hidden
        ? isNotNull(courseReviews.hiddenAt)
        : isNull(courseReviews.hiddenAt),
    query.language ? eq(courseReviews.language, query.language) : undefined,
  );
}

/** A page of a course's reviews with its total. */
export async function listPage(
  query: ReviewPageQuery,
  db: Executor = getDb(),
): Promise<{ rows: ReviewWithAuthor[]; total: number }> {
  const where = listCondition(query);
  const order =
    query.sort === 'helpful'
      ? [desc(courseReviews.helpfulCount), desc(courseReviews.createdAt), desc(courseReviews.id)]
      : [desc(courseReviews.createdAt), desc(courseReviews.id)];
  const [rows, [total]] = await Promise.all([
    selectWithAuthor(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(courseReviews).where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.value ?? 0 };
}

/** Which of the reviews the user marked helpful. */
export async function votedAmong(userId: string, reviewIds: number[], db: Executor = getDb()): Promise<Set<number>> {
  if (reviewIds.length === 0) return new Set();
  const rows = await db
    .select({ reviewId: courseReviewVotes.reviewId })
    .from(courseReviewVotes)
    .where(and(eq(courseReviewVotes.userId, userId), inArray(courseReviewVotes.reviewId, reviewIds)));
  return new Set(rows.map((row) => row.reviewId));
}

/**
 * Adds (or takes back) the user's helpful vote, keeping helpful_count in step. Returns the
 * review's count after. Twice the same is a no-op.
 */
export async function setVote(reviewId: number, userId: string, helpful: boolean, tx: Executor): Promise<number> {
  const changed = helpful
    ? await tx
        .insert(courseReviewVotes)
        .values({ reviewId, userId })
        .onConflictDoNothing()
        .returning({ reviewId: courseReviewVotes.reviewId })
    : await tx
        .delete(courseReviewVotes)
        .where(and(eq(courseReviewVotes.reviewId, reviewId), eq(courseReviewVotes.userId, userId)))
        .returning({ reviewId: courseReviewVotes.reviewId });
  const delta = changed.length === 0 ? 0 : helpful ? 1 : -1;
  const [row] = await tx
    .update(courseReviews)
    .set({ helpfulCount: sql`greatest(${courseReviews.helpfulCount} + ${delta}, 0)` })
    .where(eq(courseReviews.id, reviewId))
    .returning({ helpfulCount: courseReviews.helpfulCount });
  return row!.helpfulCount;
}
