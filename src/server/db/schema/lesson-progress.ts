import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { lessons } from './curriculum';

/**
 * Where a learner is in each lesson: the last playback position (the player resumes there)
 * and whether they watched it to the end (My courses shows progress from it).
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    positionS: integer('position_s').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    check('lesson_progress_position_not_negative', sql`${table.positionS} >= 0`),
  ],
);

export type LessonProgress = typeof lessonProgress.$inferSelect;
