import * as z from 'zod';
import { AppError } from './app-error';

/** Any zod schema, classic or `zod/mini` (the shared form schemas in src/lib use mini). */
export type Schema = z.core.$ZodType;

export interface InputPart {
  schema: Schema | undefined;
  value: unknown;
  /** Names the whole input ("query", "body") when a problem is not about one field. */
  location: string;
}

/**
 * Parses each part with its schema (a part without a schema passes through as undefined),
 * NUL characters removed first (withoutNul).
 * On failure: 400 VALIDATION_ERROR whose `detail` names the first bad field (e.g.
 * "email: Invalid email address") and whose `fields` maps every bad dotted path to its
 * message, across all parts.
 */
export async function parseInputs(parts: InputPart[]): Promise<unknown[]> {
  const results = await Promise.all(
    parts.map((part) => (part.schema ? z.safeParseAsync(part.schema, withoutNul(part)) : undefined)),
  );
  const fields: Record<string, string> = {};
  results.forEach((result, index) => {
    if (!result || result.success) return;
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? issue.path.map(String).join('.') : parts[index]!.location;
      fields[key] ??= issue.message;
    }
  });
  const first = Object.entries(fields)[0];
  if (first) throw new AppError('VALIDATION_ERROR', `${first[0]}: ${first[1]}`, fields);
  return results.map((result) => (result?.success ? result.data : undefined));
}

/**
 * No input of this site nests more than a few levels (an order's lines are objects in an
 * array in an object); JSON itself sets no limit, and walking 10,000 levels would overflow
 * the stack, a 500 anyone could ask for.
 */
const MAX_INPUT_DEPTH = 32;

/**
 * The input with every U+0000 removed from its strings (and keys). PostgreSQL text cannot
 * store the character, so it would fail deep in a query as a 500; no field of this site has
 * a use for it, and some schemas already drop control characters — so it goes, up front,
 * for every input alike. Values without one are returned as they are. An input nested
 * deeper than MAX_INPUT_DEPTH is refused (400).
 */
function withoutNul(part: InputPart): unknown {
  // Every request passes here: the common case (no NUL anywhere) is a scan, not a copy.
  const found = hasNul(part.value, 0);
  if (found === 'too-deep') throw fieldError(part.location, 'Nested too deeply.');
  return found ? copyWithoutNul(part.value) : part.value;
}

function hasNul(value: unknown, depth: number): boolean | 'too-deep' {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  if (depth >= MAX_INPUT_DEPTH) return 'too-deep';
  let found = false;
  for (const key in value) {
    const inner = hasNul((value as Record<string, unknown>)[key], depth + 1);
    if (inner === 'too-deep') return inner;
    found ||= inner || key.includes('\u0000');
  }
  return found;
}

function copyWithoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (Array.isArray(value)) return value.map(copyWithoutNul);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key.replaceAll('\u0000', ''), copyWithoutNul(item)]),
  );
}

/** The same error for input a service checks itself (e.g. a field that depends on another). */
export function fieldError(field: string, message: string): AppError {
  return fieldErrors({ [field]: message });
}

/** The same for several fields at once (a form shows each under its field); `detail` names the first. */
export function fieldErrors(fields: Record<string, string>): AppError {
  const [field, message] = Object.entries(fields)[0]!;
  return new AppError('VALIDATION_ERROR', `${field}: ${message}`, fields);
}
