/**
 * A question as an admin writes it: in the editor, through the admin API, or from an
 * imported file (every importer validates what it builds with this schema). Pure zod/mini,
 * so the browser's editor checks a draft exactly as the server does.
 *
 * The answer items mean what src/lib/exam/is-answer-correct.ts documents, in display order:
 *
 * - types 1 (single choice), 2 (multiple choice), 3 (true/false), 5 (positions): `correct`
 *   marks the items of the correct selection; `order` is not used (stored as null);
 * - types 4 (ordering), 6 (sentence building): `order` is the item's place in the correct
 *   sequence, 1..n; `correct` is not used (stored as false). A type-6 item with `order: null`
 *   is a distractor.
 *
 * The per-type rules below report on the exact field (`answers.2.order`, `answers`), so the
 * API's 400 and the editor name it; each issue carries its code (authoring-errors.ts).
 */
import * as z from 'zod/mini';
import { authoringErrorsOf, ruleIssue, typeError, type AuthoringError } from './authoring-errors';
import { bilingualTextSchema } from './bilingual-text';

const QUESTION_TYPES = [1, 2, 3, 4, 5, 6] as const;

/** @internal exported for the tests */
export const MAX_QUESTION_LENGTH = 5_000;
/** @internal exported for the tests */
export const MAX_ANSWER_LENGTH = 1_000;
const MAX_EXPLANATION_LENGTH = 5_000;
/** @internal exported for the tests */
export const MAX_ANSWERS = 20;
const MIN_POINTS = 1;
const MAX_POINTS = 100;
const DEFAULT_POINTS = 1;

const answerSchema = z.object(
  {
    content: bilingualTextSchema(MAX_ANSWER_LENGTH),
    correct: z._default(z.boolean(typeError('true or false')), false),
    // Any whole number here: whether it fits the sequence (1..n) is the type's rule below.
    order: z._default(z.nullable(z.int(typeError('a whole number or null'))), null),
  },
  typeError('an answer object'),
);

const draftShapeSchema = z
  .object(
    {
      question_type: z.literal(QUESTION_TYPES, typeError('a question type from 1 to 6')),
      content: bilingualTextSchema(MAX_QUESTION_LENGTH),
      explanation: z._default(z.nullable(bilingualTextSchema(MAX_EXPLANATION_LENGTH)), null),
      points: z._default(
        z
          .int(typeError('a whole number'))
          .check(
            z.minimum(MIN_POINTS, `From ${MIN_POINTS} to ${MAX_POINTS}.`),
            z.maximum(MAX_POINTS, `From ${MIN_POINTS} to ${MAX_POINTS}.`),
          ),
        DEFAULT_POINTS,
      ),
      answers: z
        .array(answerSchema, typeError('a list of answers'))
        .check(z.maxLength(MAX_ANSWERS, `At most ${MAX_ANSWERS} answers.`)),
    },
    typeError('a question object'),
  )
  .check(z.superRefine((draft, context) => answerIssues(draft).forEach((issue) => context.addIssue(issue))));

type DraftShape = z.output<typeof draftShapeSchema>;

/** The stored form: the field a type does not use is cleared (see the file comment). */
function normalized(draft: DraftShape): DraftShape {
  const usesOrder = draft.question_type === 4 || draft.question_type === 6;
  return {
    ...draft,
    answers: draft.answers.map((answer) => (usesOrder ? { ...answer, correct: false } : { ...answer, order: null })),
  };
}

export const questionDraftSchema = z.pipe(draftShapeSchema, z.transform(normalized));
/** A valid draft, normalized: what the importers produce and the server stores. */
export type QuestionDraft = z.output<typeof questionDraftSchema>;
/** What a client may send: `correct`, `order`, `explanation` and `points` have defaults. */
export type QuestionDraftInput = z.input<typeof questionDraftSchema>;

export type DraftValidation = { success: true; draft: QuestionDraft } | { success: false; errors: AuthoringError[] };

/** Validates anything against the draft schema, with every problem as an authoring error. */
export function validateQuestionDraft(input: unknown): DraftValidation {
  const result = z.safeParse(questionDraftSchema, input);
  return result.success
    ? { success: true, draft: result.data }
    : { success: false, errors: authoringErrorsOf(result.error.issues, input) };
}

type Issue = ReturnType<typeof ruleIssue>;
type AnswerFlags = Pick<DraftShape['answers'][number], 'correct' | 'order'>;

function answerIssues({ question_type: type, answers }: { question_type: number; answers: AnswerFlags[] }): Issue[] {
  switch (type) {
    case 1:
      return [...atLeast(2, answers), ...correctCount(answers, { exactlyOne: true })];
    case 2:
    case 5:
      return [...atLeast(2, answers), ...correctCount(answers, { exactlyOne: false })];
    case 3:
      return [...exactlyTwo(answers), ...correctCount(answers, { exactlyOne: true })];
    case 4:
      return [...atLeast(2, answers), ...missingOrders(answers), ...sequenceIssues(answers, answers.length)];
    case 6: {
      const placed = answers.filter((answer) => answer.order !== null).length;
      const tooFew =
        placed < 2
          ? [
              ruleIssue('TOO_FEW_ORDERED_ANSWERS', 'At least 2 answers need an order (the others are distractors).', [
                'answers',
              ]),
            ]
          : [];
      return [...tooFew, ...sequenceIssues(answers, placed)];
    }
    default:
      return [];
  }
}

function atLeast(minimum: number, answers: readonly unknown[]): Issue[] {
  return answers.length < minimum ? [ruleIssue('TOO_FEW_ANSWERS', `At least ${minimum} answers.`, ['answers'])] : [];
}

function exactlyTwo(answers: readonly unknown[]): Issue[] {
  if (answers.length === 2) return [];
  const code = answers.length < 2 ? 'TOO_FEW_ANSWERS' : 'TOO_MANY_ANSWERS';
  return [ruleIssue(code, 'A true/false question has exactly 2 answers.', ['answers'])];
}

function correctCount(answers: readonly AnswerFlags[], { exactlyOne }: { exactlyOne: boolean }): Issue[] {
  const correct = answers.filter((answer) => answer.correct).length;
  if (correct === 0) return [ruleIssue('NO_CORRECT_ANSWER', 'Mark the correct answer.', ['answers'])];
  if (exactlyOne && correct > 1) {
    return [ruleIssue('TOO_MANY_CORRECT_ANSWERS', `Exactly 1 answer is correct (${correct} are marked).`, ['answers'])];
  }
  return [];
}

function missingOrders(answers: readonly AnswerFlags[]): Issue[] {
  return answers.flatMap((answer, index) =>
    answer.order === null
      ? [ruleIssue('MISSING_ORDER', 'Every answer of an ordering question has an order.', ['answers', index, 'order'])]
      : [],
  );
}

/**
 * The orders given must be exactly 1..length, each once. With every order in range and
 * none repeated, `length` orders are that sequence, so blaming the out-of-range and the
 * repeated ones (the later of a pair) names every item to fix.
 */
function sequenceIssues(answers: readonly AnswerFlags[], length: number): Issue[] {
  const seen = new Set<number>();
  return answers.flatMap((answer, index) => {
    const { order } = answer;
    if (order === null) return [];
    const path = ['answers', index, 'order'];
    if (order < 1 || order > length) {
      return [ruleIssue('INVALID_ORDER', `Order ${order} is outside 1..${length}.`, path)];
    }
    if (seen.has(order)) return [ruleIssue('INVALID_ORDER', `Order ${order} is given twice.`, path)];
    seen.add(order);
    return [];
  });
}
