import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contentLanguage, courses } from './catalog';

/**
 * Learners' ratings and reviews of courses (issue 24): one per learner per course, editable
 * and deletable by its author, hidden (never deleted) by an admin with a reason. The
 * course's `rating` / `rating_count` are the aggregate of its visible rows, rewritten in the
 * same transaction as every write here (review-repository.refreshCourseRating).
 */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    /** Plain text, trimmed; '' for a rating without words. */
    body: text('body').notNull().default(''),
    /** The language the review is written in (the list's filter; the author's mails). */
    language: contentLanguage('language').notNull(),
    // Denormalised for the "most helpful" order; kept in step by the vote writes.
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Set by an admin: the review is no longer listed nor counted. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('course_reviews_course_user_unique').on(table.courseId, table.userId),
    index('course_reviews_course_created_idx').on(table.courseId, table.createdAt),
    index('course_reviews_user_idx').on(table.userId),
    check('course_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('course_reviews_helpful_not_negative', sql`${table.helpfulCount} >= 0`),
  ],
);

export type CourseReview = typeof courseReviews.$inferSelect;
export type NewCourseReview = typeof courseReviews.$inferInsert;

/** "Helpful" votes: one per user per review. */
export const courseReviewVotes = pgTable(
  'course_review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => courseReviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.userId] }),
    index('course_review_votes_user_idx').on(table.userId),
  ],
);
