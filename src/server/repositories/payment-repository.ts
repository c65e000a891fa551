import { and, asc, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '../db/client';
import { orders, payments, type Payment } from '../db/schema/orders';
import type { Executor } from '../db/types';

/** Database access for payment attempts (one per trip to the gateway). */

export async function create(
  values: Pick<Payment, 'orderId' | 'gateway' | 'txnRef' | 'amountVnd'> & Partial<Pick<Payment, 'createdAt'>>,
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

/** The attempt that paid the order (at most one does: the order's lock settles them one by one). */
export async function findSucceeded(orderId: string, db: Executor = getDb()): Promise<Payment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.confirmedAt), asc(payments.id))
    .limit(1);
  return row ?? null;
}

/** Every attempt at paying an order, oldest first. */
export async function listByOrder(orderId: string, db: Executor = getDb()): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** The attempts still waiting for the gateway's word, newest first. */
export async function listPending(orderId: string, db: Executor = getDb()): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export async function markChecked(id: number, now: Date, db: Executor = getDb()): Promise<void> {
  await db.update(payments).set({ checkedAt: now }).where(eq(payments.id, id));
}

/** Records money received outside the gateway (an admin's manual grant), already settled. */
export async function createManual(
  values: Pick<Payment, 'orderId' | 'txnRef' | 'amountVnd' | 'note'>,
  now: Date,
  db: Executor,
): Promise<Payment> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, gateway: 'manual', status: 'succeeded', createdAt: now, confirmedAt: now })
    .returning();
  return row!;
}

/**
 * Orders still pending since before `createdBefore` with an open attempt the gateway was
 * not asked about since `checkedBefore`: the sweep's work, oldest first.
 */
export async function listStaleOrderIds(
  createdBefore: Date,
  checkedBefore: Date,
  limit: number,
  db: Executor = getDb(),
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: orders.id, createdAt: orders.createdAt })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.status, 'pending'),
        lt(orders.createdAt, createdBefore),
        eq(payments.status, 'pending'),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, checkedBefore)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
