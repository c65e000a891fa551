/**
 * What an audit row changed, field by field: the top-level fields whose value differs
 * between `before` and `after` (all of them for a creation or a deletion), each as text.
 * Nested values (a `{ en, vi }` title, a list of ids) are compared and shown as JSON.
 */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function show(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const old = asRecord(before);
  const next = asRecord(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields.flatMap((field) => {
    const was = show(old[field]);
    const now = show(next[field]);
    return was === now ? [] : [{ field, before: was, after: now }];
  });
}
