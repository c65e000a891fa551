import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './catalog';

/**
 * Quizzes of a course (spec §3 `quiz_info`): groups of quizzes, questions of the six
 * types and their answer items. How an answer item is read per type is documented in
 * src/lib/exam/is-answer-correct.ts.
 */

export const quizGroups = pgTable(
  'quiz_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    groupNameEn: text('group_name_en').notNull(),
    groupNameVi: text('group_name_vi').notNull(),
    // The spec finds the free test by the English name ("Free Test"); the flag says it in
    // every language, and opens the group's quizzes to everyone.
    isFreeTest: boolean('is_free_test').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('quiz_groups_course_position_unique').on(table.courseId, table.position)],
);

export const quizzes = pgTable(
  'quizzes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => quizGroups.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull(),
    titleVi: text('title_vi').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionVi: text('description_vi').notNull().default(''),
    timeLimitS: integer('time_limit_s').notNull(),
    passMarkPercent: integer('pass_mark_percent').notNull(),
    questionCount: integer('question_count').notNull(),
    /** Null = unlimited attempts. */
    attemptsAllowed: integer('attempts_allowed'),
    /** Which exam modes the quiz offers (at least one). */
    practiceEnabled: boolean('practice_enabled').notNull().default(true),
    strictEnabled: boolean('strict_enabled').notNull().default(true),
    /** Each attempt gets the questions, or each question's options, in its own order. */
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleAnswers: boolean('shuffle_answers').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('quizzes_group_position_unique').on(table.groupId, table.position),
    check('quizzes_time_limit_positive', sql`${table.timeLimitS} > 0`),
    check('quizzes_pass_mark_range', sql`${table.passMarkPercent} between 0 and 100`),
    check('quizzes_attempts_allowed_positive', sql`${table.attemptsAllowed} is null or ${table.attemptsAllowed} > 0`),
    check('quizzes_some_mode', sql`${table.practiceEnabled} or ${table.strictEnabled}`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** 1 single choice · 2 multiple choice · 3 true/false · 4 ordering · 5 positions · 6 sentence building. */
    questionType: smallint('question_type').notNull(),
    contentEn: text('content_en').notNull(),
    contentVi: text('content_vi').notNull(),
    explanationEn: text('explanation_en'),
    explanationVi: text('explanation_vi'),
    /** The question's weight in the score. */
    points: integer('points').notNull().default(1),
    /**
     * Set when an edit replaced this version, or the question was deleted, after attempts
     * had answered it: the row stays, so those attempts keep the question they were graded
     * on, and the quiz no longer shows it. A question never answered is edited in place.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('questions_quiz_position_unique')
      .on(table.quizId, table.position)
      .where(sql`${table.retiredAt} is null`),
    check('questions_type_range', sql`${table.questionType} between 1 and 6`),
    check('questions_points_range', sql`${table.points} between 1 and 100`),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** 0-based; the client's answer id is this position (spec §3 "id assigned by position"). */
    position: integer('position').notNull(),
    contentEn: text('content_en').notNull(),
    contentVi: text('content_vi').notNull(),
    /** Types 1, 2, 3, 5: this item belongs to the correct selection. */
    correct: boolean('correct').notNull().default(false),
    /** Types 4, 6: this item's place (1..n) in the correct sequence; null = not part of it. */
    order: integer('order'),
  },
  (table) => [
    uniqueIndex('answers_question_position_unique').on(table.questionId, table.position),
    check('answers_order_positive', sql`${table.order} is null or ${table.order} > 0`),
  ],
);
