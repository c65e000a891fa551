import type { LowStockAlert } from '../services/account-store/low-stock';

/**
 * Every background job of the site and the data it carries. The data is stored with the job
 * (as JSON, in pg-boss's table on PostgreSQL), so it holds ids and plain values only, never
 * a rendered mail or a secret, and a job re-reads what it needs when it runs: a retry then
 * works from the database as it is, not as it was when the job was queued.
 */
export interface JobPayloads {
  /** Unpaid orders: asks the gateway about stale ones, then expires those past due. */
  'orders-sweep': Record<string, never>;
  /** Strict attempts past their deadline are closed and graded. */
  'attempts-sweep': Record<string, never>;
  /** Scheduled posts whose time has come are published and their pages regenerated. */
  'posts-publish-due': Record<string, never>;
  /** The newsletter's mail queue: mails the queued deliveries, batch after batch. */
  'newsletter-send': Record<string, never>;
  /** The receipt of a paid order (retried when the mail server fails). */
  'order-receipt': { orderId: string };
  /** The team's mail about variants that ran low (retried when the mail server fails). */
  'low-stock-mail': { alerts: LowStockAlert[] };
}

export type JobName = keyof JobPayloads;
