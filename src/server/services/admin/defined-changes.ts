/**
 * The columns a PATCH changes: the fields it sent. A field left out of the request is
 * undefined here and must not reach the UPDATE, where it would mean "set to default".
 */
export function definedChanges<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
