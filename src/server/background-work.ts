import type { Logger } from './http/logger';

/** Work started after a reply and not finished yet: a shutdown waits for it. */
const running = new Set<Promise<void>>();

/**
 * Runs mail work after the reply: the calls that must not reveal whether an email has an
 * account (forget-password, request-verify-mail) then answer in the same time either way,
 * and an SMTP failure cannot show up in the reply. Failures are logged.
 */
export function inBackground(work: () => Promise<void>, log: Logger, what: string): void {
  const done = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
    .finally(() => running.delete(done));
  running.add(done);
}

/**
 * Resolves once the background work started so far has ended: a reply that said "sent"
 * before a shutdown signal keeps its word (the database is closed only after).
 */
export async function backgroundWorkSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
