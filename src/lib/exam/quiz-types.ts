/**
 * The quiz API's reply shapes (spec §3 quiz data, question, submission; §7 "Courses and
 * quizzes"; DESIGN.md §5–6). The server builds them (src/server/services/exam) and the exam
 * pages read them: one definition for both sides. snake_case like the rest of the API.
 * Replies are zod schemas with their types inferred, documented by the API reference;
 * browser code imports the types only (see src/lib/catalog/course-types.ts).
 *
 * Answer items carry no id: an item's id is its position in `list_answer` (spec §3), and
 * `user_answer` lists those ids (see is-answer-correct.ts for how each type reads them).
 */
import * as z from 'zod';
import { timestampSchema } from '@/lib/api/reply-field-types';
import { EXAM_MODES } from './exam-modes';

const questionTypeSchema = z.literal([1, 2, 3, 4, 5, 6]);
export type QuestionType = z.infer<typeof questionTypeSchema>;

const quizAccessBlockSchema = z.enum(['SIGN_IN', 'PURCHASE_REQUIRED', 'ATTEMPTS_EXHAUSTED']);
/** Why the viewer may not start the quiz now; null when they may. */
export type QuizAccessBlock = z.infer<typeof quizAccessBlockSchema>;

const openAttemptSchema = z
  .object({
    id: z.int(),
    started_at: timestampSchema,
    deadline: timestampSchema.describe('started_at + the time limit; answers are taken until 60 s after it.'),
  })
  .meta({ id: 'OpenAttempt' });
export type OpenAttempt = z.infer<typeof openAttemptSchema>;

export const quizDetailSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    description: z.string(),
    time_limit_s: z.int(),
    pass_mark_percent: z.number(),
    question_count: z.int(),
    attempts_allowed: z
      .int()
      .nullable()
      .describe('Strict attempts allowed; null = unlimited. Practice is always unlimited.'),
    modes: z.array(z.enum(EXAM_MODES)).describe('The modes the quiz is offered in (at least one).'),
    course: z.object({ id: z.int(), slug: z.string(), title: z.string() }),
    group: z.object({ id: z.int(), group_name: z.string(), is_free_test: z.boolean() }),
    attempts_used: z.int().describe('Closed strict attempts of the viewer (0 when signed out).'),
    open_attempt: openAttemptSchema
      .nullable()
      .describe("The viewer's unfinished strict attempt, to resume; null when none (or signed out)."),
    blocked_by: quizAccessBlockSchema
      .nullable()
      .describe(
        'Null when the viewer may take the quiz in both modes. SIGN_IN and PURCHASE_REQUIRED close both modes; ' +
          'ATTEMPTS_EXHAUSTED closes only a new strict attempt (practice stays open, and it is never set while an ' +
          'attempt is open to resume).',
      ),
    server_time: timestampSchema.describe('The server\'s clock when it answered, so "time left" is the server\'s.'),
  })
  .meta({ id: 'QuizDetail', description: "GET /api/exam/quizzes/{id}: the quiz's facts and the viewer's standing." });
export type QuizDetail = z.infer<typeof quizDetailSchema>;

const examAnswerItemShape = {
  content: z.string(),
  correct: z.boolean().describe('Practice mode, types 1, 2, 3, 5: part of the correct selection.'),
  order: z
    .int()
    .nullable()
    .describe('Practice mode, types 4, 6: place in the correct sequence (1..n); null for a type-6 distractor.'),
};

const examAnswerItemSchema = z
  .object({
    ...examAnswerItemShape,
    correct: examAnswerItemShape.correct.optional(),
    order: examAnswerItemShape.order.optional(),
  })
  .meta({
    id: 'ExamAnswerItem',
    description: 'An answer item as the exam gets it; `correct`/`order` are absent in strict mode.',
  });
export type ExamAnswerItem = z.infer<typeof examAnswerItemSchema>;

const examQuestionSchema = z
  .object({
    id: z.int(),
    question_type: questionTypeSchema,
    content: z.string().describe('The question text (plain text; line breaks are meaningful).'),
    list_answer: z.array(examAnswerItemSchema),
    explanation: z.string().nullable().optional().describe('Practice mode only: why the answer is what it is.'),
    user_answer: z
      .array(z.int())
      .optional()
      .describe('Strict mode, resumed attempt: the saved answer ([] = none yet).'),
    is_flagged: z.boolean().optional().describe('Strict mode, resumed attempt: the saved flag.'),
  })
  .meta({ id: 'ExamQuestion' });
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

const examQuizInfoShape = {
  id: z.int(),
  title: z.string(),
  time_limit_s: z.int(),
  pass_mark_percent: z.number(),
  question_count: z.int(),
  course_slug: z.string(),
};

const examQuizInfoSchema = z.object(examQuizInfoShape).meta({ id: 'ExamQuizInfo' });
export type ExamQuizInfo = z.infer<typeof examQuizInfoSchema>;

export const fullExamSchema = z
  .object({
    mode: z.enum(EXAM_MODES),
    exam: z.array(examQuestionSchema),
    quiz_info: examQuizInfoSchema,
    attempt: openAttemptSchema
      .nullable()
      .describe('Strict mode: the started or resumed attempt; null in practice mode.'),
    server_time: timestampSchema.describe(
      "The server's clock when it answered, so the countdown can correct the browser's.",
    ),
  })
  .meta({
    id: 'FullExam',
    description: 'GET /api/exam/quizzes/{id}/full-exam?mode=practice|strict (spec §3 quiz data).',
  });
export type FullExam = z.infer<typeof fullExamSchema>;

/** One answered question in a save or a submission (spec §3 submission `answer_detail`). */
export interface AnswerDetailInput {
  quiz_question_id: number;
  user_answer: number[];
}

/** PUT /api/exam/quiz-attempts/{id}/answers body: the changed questions of a strict attempt. */
export interface SaveAnswersBody {
  answers: (AnswerDetailInput & { is_flagged?: boolean })[];
}

export const saveAnswersReplySchema = z
  .object({ saved_at: timestampSchema, deadline: timestampSchema })
  .meta({ id: 'SaveAnswersReply' });
export type SaveAnswersReply = z.infer<typeof saveAnswersReplySchema>;

/**
 * POST /api/exam/quizzes/submit body: spec §3 submission plus `attempt_id` (strict mode).
 * `score`, `correct_answer`, `is_pass`, `question_count` and, in strict mode, `total_time`
 * are accepted for the spec's sake and ignored: the server grades.
 */
export interface SubmitBody {
  quiz_id: number;
  attempt_id?: number;
  answer_detail: AnswerDetailInput[];
  total_time?: number;
  score?: number;
  question_count?: number;
  correct_answer?: number;
  is_pass?: boolean;
}

const attemptStatusSchema = z.enum(['submitted', 'expired']);

const answerHistorySummaryShape = {
  id: z.int(),
  quiz_id: z.int(),
  mode: z.enum(EXAM_MODES),
  status: attemptStatusSchema.describe('`expired`: closed by the server at the deadline with the saved answers.'),
  score: z.number().min(0).max(100).describe('Percent of questions right, 0–100, up to 2 decimals.'),
  correct_answer: z.int(),
  question_count: z.int(),
  is_pass: z.boolean(),
  total_time: z.int().describe('Seconds spent.'),
  started_at: timestampSchema,
  submitted_at: timestampSchema,
};

export const answerHistorySummarySchema = z.object(answerHistorySummaryShape).meta({
  id: 'AnswerHistorySummary',
  description: 'A closed attempt as histories list it (spec §3 submission fields, graded by the server).',
});
export type AnswerHistorySummary = z.infer<typeof answerHistorySummarySchema>;

/** POST /api/exam/quizzes/submit reply: `id` is the history id (spec §7 `data.id`). */
export type SubmitReply = AnswerHistorySummary;

const reviewedQuestionSchema = z
  .object({
    quiz_question_id: z.int(),
    question_type: questionTypeSchema,
    content: z.string(),
    explanation: z.string().nullable(),
    list_answer: z
      .array(z.object(examAnswerItemShape))
      .describe('With `correct` and `order`: the attempt is closed, so the key may be shown.'),
    user_answer: z.array(z.int()),
    is_correct: z.boolean(),
    is_flagged: z.boolean(),
  })
  .meta({ id: 'ReviewedQuestion' });
export type ReviewedQuestion = z.infer<typeof reviewedQuestionSchema>;

export const answerHistoryDetailSchema = z
  .object({
    ...answerHistorySummaryShape,
    quiz_info: z.object({ ...examQuizInfoShape, course_title: z.string() }),
    answer_detail: z.array(reviewedQuestionSchema),
  })
  .meta({
    id: 'AnswerHistoryDetail',
    description: 'GET /api/exam/quiz-answer-histories/{id} (owner only; spec §7 `answer_detail`).',
  });
export type AnswerHistoryDetail = z.infer<typeof answerHistoryDetailSchema>;
