import { mailLowStock } from '../services/account-store/low-stock';
import { publishDuePosts } from '../services/admin/posts/publish-due-posts';
import { closeExpiredAttempts } from '../services/exam/close-expired-attempts';
import { runNewsletterJob } from '../services/newsletter/newsletter-queue';
import { expireOrders } from '../services/orders/expire-orders';
import { sendReceipt } from '../services/orders/send-receipt';
import { checkStalePayments } from '../services/payments/check-stale-payments';
import type { JobDefinition } from './job-definition';
import type { JobName } from './job-payloads';

/** A sweep: small, idempotent, repeated every minute; one run at a time is enough. */
const SWEEP = { policy: 'stately', retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 120 } as const;
/**
 * A mail: retried with back-off (30 s, 1, 2, 4, 8 min) while the mail server refuses it.
 * Expired after 60 s: that is how long a mail whose instance died waits for its retry, and
 * the SMTP transport's own timeouts (send-mail.ts, 30 s at most) fail a send to a mail
 * server that hangs well before it, so a live instance never has a job expire under it.
 */
const MAIL = { policy: 'standard', retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 60 } as const;

/**
 * The site's background jobs, run by pg-boss on PostgreSQL and by the in-process runner on
 * the embedded database (src/server/jobs/start-jobs.ts). Each one is idempotent: it works
 * from what the database says now, and every write it makes is conditional on the state it
 * changes, so a second run (a retry after its instance died, or two instances' sweeps on the
 * embedded default's successor) finds nothing left to do.
 */
export const JOB_DEFINITIONS: { [N in JobName]: JobDefinition<N> } = {
  'orders-sweep': {
    name: 'orders-sweep',
    everyMinutes: 1,
    ...SWEEP,
    // Orders whose IPN may have been lost are checked with the gateway first, so one paid in
    // its last minutes is settled rather than expired.
    run: async (_data, { log }) => {
      await checkStalePayments().catch((error: unknown) =>
        log.warn({ err: error }, 'checking stale payments with the gateway failed'),
      );
      await expireOrders();
    },
  },
  'attempts-sweep': {
    name: 'attempts-sweep',
    everyMinutes: 1,
    ...SWEEP,
    run: async () => {
      await closeExpiredAttempts();
    },
  },
  'posts-publish-due': {
    name: 'posts-publish-due',
    // A scheduled post also queues this job for its own time (post-writes.ts): the minute
    // sweep catches what that missed (a post scheduled while the queue was down).
    everyMinutes: 1,
    ...SWEEP,
    run: async () => {
      await publishDuePosts();
    },
  },
  'newsletter-send': {
    name: 'newsletter-send',
    // An issue's send queues it at once; the minute sweep resumes a send cut off by a restart.
    everyMinutes: 1,
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 10,
    // Past the run's own time limit (see runNewsletterJob), so only a dead run expires.
    expireInSeconds: 600,
    run: (_data, { log }) => runNewsletterJob(log),
  },
  'order-receipt': {
    name: 'order-receipt',
    ...MAIL,
    run: ({ orderId }, { log }) => sendReceipt(orderId, log),
  },
  'low-stock-mail': {
    name: 'low-stock-mail',
    ...MAIL,
    run: ({ alerts }, { log }) => mailLowStock(alerts, log),
  },
};
