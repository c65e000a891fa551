import type { ServerResponse } from 'node:http';

/**
 * How long a client — a monitor, a load balancer, a person — is told to wait before asking
 * again while the database is unreachable: the Retry-After of every 503 an outage causes,
 * API and pages alike. Long enough not to press a database that is coming back, short enough
 * that a failover or a restart is over by then.
 * @internal exported for the tests
 */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

export const OUTAGE_RETRY_HEADERS: Readonly<Record<string, string>> = {
  'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS),
};

/** A reply that says "unavailable, retry": 503 with Retry-After. */
export function markServiceUnavailable(res: ServerResponse): void {
  res.statusCode = 503;
  for (const [name, value] of Object.entries(OUTAGE_RETRY_HEADERS)) res.setHeader(name, value);
}
