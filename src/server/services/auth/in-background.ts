import type { Logger } from '../../http/logger';

/**
 * Runs mail work after the reply: the calls that must not reveal whether an email has an
 * account (forget-password, request-verify-mail) then answer in the same time either way,
 * and an SMTP failure cannot show up in the reply. Failures are logged.
 */
export function inBackground(work: () => Promise<void>, log: Logger, what: string): void {
  setImmediate(() => {
    work().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
  });
}
