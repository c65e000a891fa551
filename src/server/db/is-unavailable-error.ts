// Network failures reaching PostgreSQL (node-postgres surfaces the socket error's code).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
]);
// SQLSTATEs meaning "the server cannot serve you now": class 08 (connection exception),
// admin/crash shutdown, cannot connect now, too many connections.
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  /PGlite is closed/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Cannot use a pool after calling end/i,
  // A connection lost inside a transaction: Drizzle's rollback on the dead client throws
  // this, without a code, in place of the original network error.
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
];

/**
 * True when an error (or one of its causes: Drizzle wraps driver errors in
 * DrizzleQueryError) means the database is unreachable, as opposed to a bad query —
 * the handler answers 503 for the first and a redacted 500 for the second.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailableError)) return true;
    current = current.cause;
  }
  return false;
}
