import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { refunds, type Refund } from '../db/schema/orders';
import type { Executor } from '../db/types';

/** Refunds asked of the gateway, one row per call. */

export async function create(
  values: Pick<Refund, 'orderId' | 'paymentId' | 'requestId' | 'kind' | 'amountVnd' | 'reason' | 'actorId'>,
  db: Executor,
): Promise<Refund> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

export async function settle(
  id: number,
  values: Pick<Refund, 'status' | 'responseCode' | 'settledAt'>,
  db: Executor = getDb(),
): Promise<void> {
  await db.update(refunds).set(values).where(eq(refunds.id, id));
}

/** A refund of the order still waiting for the gateway's answer, if any. */
export async function findPending(orderId: string, db: Executor): Promise<Refund | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')))
    .limit(1);
  return row ?? null;
}

export async function listByOrder(orderId: string, db: Executor = getDb()): Promise<Refund[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
}
