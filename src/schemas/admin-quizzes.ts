import * as z from 'zod';
import * as zm from 'zod/mini';
import { bilingualTextSchema } from '@/lib/exam/authoring/bilingual-text';
import { IMPORT_FORMATS } from '@/lib/exam/authoring/parse-question-import';
import { quizSettingsSchema } from '@/lib/exam/authoring/quiz-settings';
import { adminPageQuery, adminSearchText, blankAsMissing } from './admin';

/**
 * Request schemas of the back office's quizzes and questions. The settings and question
 * rules themselves are the shared authoring schemas (src/lib/exam/authoring), which the
 * editor checks with too.
 */

export const adminQuizzesQuerySchema = z.object({
  ...adminPageQuery,
  q: adminSearchText,
  course_id: z.preprocess(blankAsMissing, z.coerce.number().int().positive().optional()),
});
export type AdminQuizzesQuery = z.output<typeof adminQuizzesQuerySchema>;

/** A new quiz: its course, the group it goes in (found by its English name, or made), and its settings. */
export const createQuizBodySchema = zm.extend(quizSettingsSchema, {
  course_id: zm.int().check(zm.positive()),
  group: zm.object({
    name: bilingualTextSchema(100),
    is_free_test: zm._default(zm.boolean(), false),
  }),
});
export type CreateQuizInput = zm.output<typeof createQuizBodySchema>;

export const questionOrderBodySchema = z.object({ question_ids: z.array(z.int().positive()).max(2_000) });

/** The largest import text: about 2,000 questions of a few hundred characters (the request body is capped at API_BODY_LIMIT_BYTES too). */
const MAX_IMPORT_TEXT = 1_000_000;

export const importBodySchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  text: z.string().max(MAX_IMPORT_TEXT),
  dry_run: z.boolean().default(false),
});
export type ImportInput = z.output<typeof importBodySchema>;
