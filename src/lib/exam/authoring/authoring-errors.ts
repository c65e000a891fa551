/**
 * The error codes of question authoring, one closed list for the editor's validation
 * (question-draft.ts, quiz-settings.ts) and the imports (parse-*.ts), so the admin UI can
 * translate any of them. Every error also carries an English `message`, and `field` when it
 * is about one field. docs/question-import.md lists them (a test keeps the two in step).
 */
import type * as z from 'zod/mini';

export const AUTHORING_ERROR_CODES = [
  // A field's own rule (from the schema's shape).
  'REQUIRED',
  'TOO_LONG',
  'OUT_OF_RANGE',
  'INVALID_VALUE',
  // The answers' rules per question type (question-draft.ts).
  'TOO_FEW_ANSWERS',
  'TOO_MANY_ANSWERS',
  'NO_CORRECT_ANSWER',
  'TOO_MANY_CORRECT_ANSWERS',
  'MISSING_ORDER',
  'INVALID_ORDER',
  'TOO_FEW_ORDERED_ANSWERS',
  // A question in an imported file.
  'UNSUPPORTED_QUESTION_TYPE',
  'MALFORMED_QUESTION',
  'MISSING_ANSWER_KEY',
  'UNKNOWN_ANSWER_KEY',
  'INVALID_ANSWER_KEY',
  'ANSWER_COUNT_MISMATCH',
  'WRONG_FIELD_COUNT',
  // An imported file as a whole.
  'EMPTY_FILE',
  'TOO_MANY_QUESTIONS',
  'MISSING_COLUMN',
  'UNKNOWN_COLUMN',
  'DUPLICATE_COLUMN',
  'UNCLOSED_QUOTE',
  'MALFORMED_QUOTE',
] as const;
export type AuthoringErrorCode = (typeof AUTHORING_ERROR_CODES)[number];

export interface AuthoringError {
  code: AuthoringErrorCode;
  /** English, for logs and as the UI's fallback. */
  message: string;
  /** Dotted path in the draft (`answers.2.order`), or the import's own field (a CSV column). */
  field?: string;
}

/** A schema's message for a value of the wrong type: "Required." when it is missing. */
export function typeError(expected: string) {
  return { error: (issue: { input?: unknown }) => (issue.input == null ? 'Required.' : `Must be ${expected}.`) };
}

/**
 * A rule's issue, for a schema's superRefine: the code travels in `params`, where
 * authoringErrorsOf finds it again.
 */
export function ruleIssue(code: AuthoringErrorCode, message: string, path: (string | number)[]) {
  return { code: 'custom', message, path, params: { code } } as const;
}

/**
 * The authoring errors of a failed parse of `input`, one per issue, in the schema's order.
 * (zod leaves the offending value out of an issue, so a missing field is told from a wrong
 * one by looking it up in the input.)
 */
export function authoringErrorsOf(issues: readonly z.core.$ZodIssue[], input: unknown): AuthoringError[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const code = valueAt(input, issue.path) == null && issue.code !== 'custom' ? 'REQUIRED' : codeOf(issue);
    return { code, message: issue.message, ...(field ? { field } : {}) };
  });
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function codeOf(issue: z.core.$ZodIssue): AuthoringErrorCode {
  switch (issue.code) {
    case 'custom': {
      const code: unknown = issue.params?.code;
      return isAuthoringErrorCode(code) ? code : 'INVALID_VALUE';
    }
    // A text's or a list's only lower bound is "not empty" (the answers' counts per type are
    // rules of their own); the only list with an upper bound is the answers.
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'REQUIRED' : 'OUT_OF_RANGE';
    case 'too_big':
      if (issue.origin === 'string') return 'TOO_LONG';
      return issue.origin === 'array' ? 'TOO_MANY_ANSWERS' : 'OUT_OF_RANGE';
    default:
      return 'INVALID_VALUE';
  }
}

function isAuthoringErrorCode(value: unknown): value is AuthoringErrorCode {
  return (AUTHORING_ERROR_CODES as readonly unknown[]).includes(value);
}
