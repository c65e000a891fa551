/**
 * Whether a query failed on a unique index (PostgreSQL's 23505), and on which one when
 * `constraint` is given. Both drivers put the code on the error, node-postgres directly and
 * drizzle as the `cause` of its own wrapper; PGlite does the same.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
    current = cause;
  }
  return false;
}
