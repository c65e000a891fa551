import { index, integer, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { courses } from './catalog';

/**
 * Who may follow which course. Free courses are enrolled directly (`free`); the commerce
 * issue writes `purchase` rows when an order is paid; admins may grant (`admin`).
 */

export const enrolmentSource = pgEnum('enrolment_source', ['free', 'purchase', 'admin']);
export type EnrolmentSource = (typeof enrolmentSource.enumValues)[number];

export const enrolments = pgTable(
  'enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: enrolmentSource('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('enrolments_user_course_unique').on(table.userId, table.courseId),
    // Trending counts a course's recent enrolments.
    index('enrolments_course_created_idx').on(table.courseId, table.createdAt),
  ],
);

export type Enrolment = typeof enrolments.$inferSelect;
