import { desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { payments, type Payment } from '../db/schema/orders';
import type { Executor } from '../db/types';

/** Database access for payment attempts (one per trip to the gateway). */

export async function create(
  values: Pick<Payment, 'orderId' | 'gateway' | 'txnRef' | 'amountVnd'>,
  db: Executor = getDb(),
): Promise<Payment | null> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing({ target: payments.txnRef }).returning();
  return row ?? null;
}

export async function findByTxnRef(txnRef: string, db: Executor = getDb()): Promise<Payment | null> {
  const [row] = await db.select().from(payments).where(eq(payments.txnRef, txnRef)).limit(1);
  return row ?? null;
}

export async function settle(
  id: number,
  values: Pick<Payment, 'status' | 'responseCode' | 'transactionStatus' | 'transactionNo' | 'bankCode' | 'confirmedAt'>,
  db: Executor,
): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

/** The latest attempt at paying an order. */
export async function findLatest(orderId: string, db: Executor = getDb()): Promise<Payment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}
