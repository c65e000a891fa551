/**
 * The shared zod schemas (src/schemas) as form validation: antd Form rules for one field,
 * and field → message maps for a whole object. Kept free of antd and React so it is plain
 * logic: a rule is any `{ validator }` object, which is what antd's Form accepts.
 */
import * as z from 'zod/mini';

export type ZodIssue = z.core.$ZodIssue;

/** Turns an issue into the text to show; the default is the schema's own (English) message. */
export type IssueMessage = (issue: ZodIssue, field: string) => string;

const schemaMessage: IssueMessage = (issue) => issue.message;

/** The kind of an issue, for choosing a translated message. */
export type IssueKind = 'required' | 'tooShort' | 'tooLong' | 'format' | 'other';

export function issueKind(issue: ZodIssue): IssueKind {
  switch (issue.code) {
    case 'invalid_type':
      return 'required';
    case 'too_small':
      return Number(issue.minimum) <= 1 ? 'required' : 'tooShort';
    case 'too_big':
      return 'tooLong';
    case 'invalid_format':
      return 'format';
    default:
      return 'other';
  }
}

/** The limit an issue names (min or max length), for interpolation into its message. */
export function issueLimit(issue: ZodIssue): number | undefined {
  if (issue.code === 'too_small') return Number(issue.minimum);
  if (issue.code === 'too_big') return Number(issue.maximum);
  return undefined;
}

/** Field → first message for every invalid field of `values` (empty when valid). */
export function fieldErrorsOf(
  schema: z.core.$ZodType,
  values: unknown,
  messageOf: IssueMessage = schemaMessage,
): Record<string, string> {
  const result = z.safeParse(schema, values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!Object.hasOwn(errors, field)) errors[field] = messageOf(issue, field);
  }
  return errors;
}

export interface FieldRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * An antd Form rule checking one field against its schema in `schema.shape`. It rejects
 * with the first issue's message, so the form shows one message per field like the API.
 */
export function zodFieldRule<Shape extends z.core.$ZodShape>(
  schema: z.core.$ZodObject<Shape>,
  field: keyof Shape & string,
  messageOf: IssueMessage = schemaMessage,
): FieldRule {
  const fieldSchema = schema._zod.def.shape[field] as z.core.$ZodType;
  return {
    validator: async (_rule, value) => {
      const result = z.safeParse(fieldSchema, value);
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) throw new Error(messageOf(issue, field));
    },
  };
}
