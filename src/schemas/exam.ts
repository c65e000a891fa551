import * as z from 'zod';
import { EXAM_MODES } from '@/lib/exam/exam-modes';
import { langQuerySchema } from './catalog';

/**
 * Path, query and body schemas of the quiz calls (spec §7 "Courses and quizzes"; the reply
 * and body shapes are src/lib/exam/quiz-types.ts). Whether an answer fits its question
 * (known question, answer ids in range) is checked by the service, which knows the quiz.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** Long enough for any real quiz; bounds the work a single request can ask for. */
const MAX_QUESTIONS_PER_REQUEST = 500;
const MAX_ANSWER_ITEMS = 100;
const DEFAULT_HISTORY_PAGE_SIZE = 10;
const MAX_HISTORY_PAGE_SIZE = 50;

export const quizIdQuerySchema = langQuerySchema.extend({ id });

export const fullExamQuerySchema = quizIdQuerySchema.extend({
  mode: z.enum(EXAM_MODES),
  /** Strict mode: the open attempt the caller means to resume; never starts a new one. */
  attempt: z.preprocess(blankAsMissing, id.optional()),
});

export const attemptIdQuerySchema = z.object({ id });

export const historyIdQuerySchema = langQuerySchema.extend({ id });

export const answerHistoriesQuerySchema = z.object({
  id,
  page: z.preprocess(blankAsMissing, z.coerce.number().int().positive().max(10_000).default(1)),
  page_size: z.preprocess(
    blankAsMissing,
    z.coerce.number().int().positive().max(MAX_HISTORY_PAGE_SIZE).default(DEFAULT_HISTORY_PAGE_SIZE),
  ),
});

/** Answer ids by position (src/lib/exam/is-answer-correct.ts); null means not answered. */
const userAnswer = z.preprocess(
  (value) => (value === null ? [] : value),
  z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_ANSWER_ITEMS - 1),
    )
    .max(MAX_ANSWER_ITEMS),
);

const answerDetail = z.object({
  quiz_question_id: id,
  user_answer: userAnswer,
  is_flagged: z.boolean().optional(),
});

const answerDetails = z.array(answerDetail).max(MAX_QUESTIONS_PER_REQUEST);

export const saveAnswersBodySchema = z.object({ answers: answerDetails.min(1) });
export type SaveAnswersInput = z.output<typeof saveAnswersBodySchema>;

/**
 * Spec §3 submission. The client's `score`, `correct_answer`, `question_count` and `is_pass`
 * are accepted so the spec's body passes, and ignored: the server grades.
 */
export const submitBodySchema = z.object({
  quiz_id: id,
  attempt_id: id.optional(),
  answer_detail: answerDetails,
  /** Seconds spent; only practice attempts use it (strict time is the server's). */
  total_time: z.number().min(0).max(1_000_000).optional(),
  score: z.number().optional(),
  question_count: z.number().optional(),
  correct_answer: z.number().optional(),
  is_pass: z.boolean().optional(),
});
export type SubmitInput = z.output<typeof submitBodySchema>;

export type AnswerDetailInputParsed = z.output<typeof answerDetail>;
