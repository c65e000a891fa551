import type { ParsedUrlQuery } from 'node:querystring';
import type * as z from 'zod';

/**
 * A back-office page's URL read with its API's query schema. A parameter that does not
 * parse (an edited URL, a stale bookmark) is dropped rather than failing the page: the
 * table then shows its default for it.
 */
export function parseAdminQuery<S extends z.ZodObject>(schema: S, query: ParsedUrlQuery): z.output<S> {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(query).filter(([key]) => !bad.has(key)));
  return schema.parse(kept);
}
