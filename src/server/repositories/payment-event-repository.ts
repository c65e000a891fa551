import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { paymentEvents, type PaymentEvent } from '../db/schema/orders';
import type { Executor } from '../db/types';

/** What the gateway told us, as it came (never updated). */

export async function insert(
  event: Pick<PaymentEvent, 'orderId' | 'kind' | 'txnRef' | 'fields' | 'signatureValid' | 'outcome'>,
  db: Executor = getDb(),
): Promise<void> {
  await db.insert(paymentEvents).values(event);
}

/** Whether the order already has this very event (same kind, same fields). */
export async function exists(
  event: Pick<PaymentEvent, 'orderId' | 'kind' | 'fields'>,
  db: Executor = getDb(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.orderId, event.orderId!),
        eq(paymentEvents.kind, event.kind),
        sql`${paymentEvents.fields} = ${JSON.stringify(event.fields)}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function listByOrder(orderId: string, db: Executor = getDb()): Promise<PaymentEvent[]> {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id));
}
