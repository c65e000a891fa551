import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { questions, quizzes } from './quiz';

/**
 * A learner's attempts at a quiz and the answers they gave (spec §3 submission). A strict
 * attempt opens with a deadline and saves answers as the learner goes, so a reload resumes
 * it and the deadline closes it with what was saved; a practice attempt is written whole
 * when it is submitted. Every closed attempt is graded by the server (src/lib/exam).
 */

export const examMode = pgEnum('exam_mode', ['practice', 'strict']);
/** open: strict, under way · submitted: the learner handed it in · expired: closed by the server at the deadline. */
export const attemptStatus = pgEnum('attempt_status', ['open', 'submitted', 'expired']);
export type AttemptStatusValue = (typeof attemptStatus.enumValues)[number];

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    mode: examMode('mode').notNull(),
    status: attemptStatus('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Strict only: started_at + the quiz's time limit. */
    deadline: timestamp('deadline', { withTimezone: true }),
    /** When the attempt was closed (handed in, or by the server at the deadline). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The questions the attempt was graded on. */
    questionCount: integer('question_count').notNull(),
    // Grading results: null while the attempt is open.
    correctCount: integer('correct_count'),
    /** Percent right, 0–100, two decimals. */
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    isPass: boolean('is_pass'),
    /** Seconds spent. */
    totalTimeS: integer('total_time_s'),
  },
  (table) => [
    // At most one open attempt per learner and quiz: a second start resumes the first.
    uniqueIndex('quiz_attempts_one_open_unique')
      .on(table.userId, table.quizId)
      .where(sql`${table.status} = 'open'`),
    index('quiz_attempts_user_quiz_idx').on(table.userId, table.quizId, table.startedAt),
    // Trending counts each course's recent quiz takers (courseRepository.rankTrending).
    index('quiz_attempts_quiz_started_idx').on(table.quizId, table.startedAt),
    // The sweep that closes attempts past their deadline reads only open ones.
    index('quiz_attempts_open_deadline_idx')
      .on(table.deadline)
      .where(sql`${table.status} = 'open'`),
    check('quiz_attempts_strict_has_deadline', sql`${table.mode} = 'practice' or ${table.deadline} is not null`),
    check('quiz_attempts_practice_never_open', sql`${table.mode} = 'strict' or ${table.status} <> 'open'`),
  ],
);

export type QuizAttempt = typeof quizAttempts.$inferSelect;

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** Answer ids by position (src/lib/exam/is-answer-correct.ts); [] = not answered. */
    userAnswer: integer('user_answer')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isFlagged: boolean('is_flagged').notNull().default(false),
    /** Set when the attempt is graded. */
    isCorrect: boolean('is_correct'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

export type AttemptAnswer = typeof attemptAnswers.$inferSelect;
