import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';

/** How much queued work waits, by queue: what /api/metrics reports as `learnhub_queue_depth`. */
export interface QueueDepths {
  /** Newsletter mails not yet handed to a worker run (`queued`). */
  newsletter_mails: number;
  /** Orders waiting for their payment (`pending`): the expiry sweep and the gateway check work on them. */
  pending_orders: number;
}

/**
 * One round trip for every queue. Both counts use an index whose leading column is the
 * status (newsletter_deliveries_status_idx, the orders' partial indexes on pending).
 */
export async function readQueueDepths(): Promise<QueueDepths> {
  const result = await getDb().execute<{ newsletter_mails: number; pending_orders: number }>(sql`
    select
      (select count(*)::int from newsletter_deliveries where status = 'queued') as newsletter_mails,
      (select count(*)::int from orders where status = 'pending') as pending_orders
  `);
  const row = result.rows[0];
  return { newsletter_mails: row?.newsletter_mails ?? 0, pending_orders: row?.pending_orders ?? 0 };
}
