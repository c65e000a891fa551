import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { courses } from './catalog';

/**
 * Certificates of completion (issue 24): issued once per learner and course, in the
 * transaction that completes the course (src/server/services/certificates). What the
 * certificate states is snapshotted at issue time — the learner's name and the course's
 * title in both languages — so a later rename changes nothing already certified; the course
 * id stays for the link to its page. Revoking keeps the row (the verification page says
 * "revoked on …").
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public and unguessable: `LH-XXXX-XXXX-XXXX` (Crockford base32 from crypto random). */
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    learnerName: text('learner_name').notNull(),
    courseTitleEn: text('course_title_en').notNull(),
    courseTitleVi: text('course_title_vi').notNull(),
    /** The final quiz's best passing strict score (percent); null when the course has no final quiz. */
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    uniqueIndex('certificates_code_unique').on(table.code),
    // One certificate per learner and course, ever: a revoked one is not issued again by a
    // later lesson save (an admin restores it instead), and two completions racing insert one.
    uniqueIndex('certificates_user_course_unique').on(table.userId, table.courseId),
    index('certificates_course_id_idx').on(table.courseId),
    check('certificates_revoked_has_reason', sql`${table.revokedAt} is null or ${table.revokedReason} is not null`),
  ],
);

export type Certificate = typeof certificates.$inferSelect;
