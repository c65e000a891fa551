/**
 * The back office's quiz replies (DESIGN.md §9): settings, questions in both languages, the
 * import report and the statistics. Types only for browser code (see
 * src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { AUTHORING_ERROR_CODES } from '@/lib/exam/authoring/authoring-errors';
import { EXAM_MODES } from '@/lib/exam/exam-modes';

const bilingual = z.object({ en: z.string(), vi: z.string() });
const questionType = z.literal([1, 2, 3, 4, 5, 6]);

const adminQuestionSchema = z
  .object({
    id: z.int(),
    position: z.int(),
    question_type: questionType,
    content: bilingual,
    explanation: bilingual.nullable(),
    points: z.int().min(1),
    answers: z.array(z.object({ content: bilingual, correct: z.boolean(), order: z.int().nullable() })),
    answered: z
      .boolean()
      .describe('Attempts have answered this version: an edit keeps it for them and makes a new version.'),
  })
  .meta({ id: 'AdminQuestion' });
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

const quizFields = {
  id: z.int(),
  title: bilingual,
  course: z.object({ id: z.int(), slug: z.string(), title: bilingual }),
  group: z.object({ id: z.int(), name: bilingual, is_free_test: z.boolean() }),
  question_count: z.int().min(0),
  attempt_count: z.int().min(0).describe('Closed attempts, practice and strict.'),
};

export const adminQuizListItemSchema = z.object(quizFields).meta({ id: 'AdminQuizListItem' });
export type AdminQuizListItem = z.infer<typeof adminQuizListItemSchema>;

export const adminQuizSchema = z
  .object({
    ...quizFields,
    description: bilingual,
    time_limit_s: z.int(),
    pass_mark_percent: z.int(),
    attempts_allowed: z.int().nullable(),
    modes: z.array(z.enum(EXAM_MODES)),
    shuffle_questions: z.boolean(),
    shuffle_answers: z.boolean(),
    questions: z.array(adminQuestionSchema),
  })
  .meta({ id: 'AdminQuiz', description: 'A quiz with its settings and questions, as the back office edits it.' });
export type AdminQuiz = z.infer<typeof adminQuizSchema>;

const authoringErrorSchema = z.object({
  code: z.enum(AUTHORING_ERROR_CODES),
  message: z.string(),
  field: z.string().optional().describe('The draft field at fault, e.g. `answers.2.order`.'),
});

export const importReportSchema = z
  .object({
    dry_run: z.boolean(),
    imported: z.int().min(0).describe('Questions written: all of them, or none when anything has an error.'),
    questions: z.array(
      z.object({
        line: z.int().min(1),
        question_type: questionType.nullable(),
        title: z.string(),
        errors: z.array(authoringErrorSchema),
      }),
    ),
    errors: z
      .array(authoringErrorSchema.extend({ line: z.int().nullable() }))
      .describe('Errors of the file as a whole.'),
  })
  .meta({ id: 'QuestionImportReport' });
export type ImportReportReply = z.infer<typeof importReportSchema>;

export const quizStatisticsSchema = z
  .object({
    attempts: z.int().min(0),
    mean_score: z.number().nullable(),
    median_score: z.number().nullable(),
    pass_rate: z.number().nullable(),
    pass_mark_percent: z.int(),
    score_distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.int() })),
    questions: z.array(
      z.object({
        question_id: z.int(),
        position: z.int(),
        content: bilingual,
        question_type: z.int(),
        points: z.int(),
        attempts: z.int(),
        correct: z.int(),
        facility_index: z.number().nullable().describe('Share of the attempts that got it right.'),
        discrimination_index: z
          .number()
          .nullable()
          .describe('Facility among the top third of scores minus the bottom third; null under 3 attempts.'),
        low_discrimination: z
          .boolean()
          .describe('Discrimination below 0.2: the question tells strong and weak learners apart poorly.'),
      }),
    ),
  })
  .meta({ id: 'QuizStatistics', description: "Moodle's quiz statistics: per question and for the quiz." });
export type QuizStatisticsReply = z.infer<typeof quizStatisticsSchema>;
