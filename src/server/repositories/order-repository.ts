import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { orderItems, orders, type Order, type OrderItem, type OrderStatus } from '../db/schema/orders';
import type { Executor } from '../db/types';

/** Database access for orders and their items; the rules live in services/orders. */

export type NewOrderItem = Omit<OrderItem, 'id' | 'orderId' | 'duplicate' | 'version'> &
  Partial<Pick<OrderItem, 'version'>>;

/** Inserts an order and its items; false when the code is taken (the caller draws another). */
export async function create(
  order: Pick<Order, 'code' | 'userId' | 'totalVnd' | 'locale' | 'expiresAt' | 'clientIp'>,
  items: NewOrderItem[],
  db: Executor,
): Promise<{ order: Order; items: OrderItem[] } | null> {
  const [saved] = await db.insert(orders).values(order).onConflictDoNothing({ target: orders.code }).returning();
  if (!saved) return null;
  const savedItems = await db
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: saved.id })))
    .returning();
  return { order: saved, items: savedItems.sort((a, b) => a.position - b.position) };
}

export async function findById(id: string, db: Executor = getDb()): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

/** The order row, locked until the transaction ends: one writer at a time changes its state. */
export async function lockById(id: string, db: Executor): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function listItems(orderIds: string[], db: Executor = getDb()): Promise<OrderItem[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

/** One page of a user's orders, newest first, and how many they have. */
export async function listByUser(
  userId: string,
  page: { limit: number; offset: number },
  db: Executor = getDb(),
): Promise<{ rows: Order[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, total: totalRow?.value ?? 0 };
}

/** A user's orders still waiting for payment (not yet past their expiry), newest first. */
export async function listOpenByUser(userId: string, now: Date, db: Executor = getDb()): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), gt(orders.expiresAt, now)))
    .orderBy(desc(orders.createdAt));
}

export async function markPaid(id: string, now: Date, db: Executor): Promise<void> {
  await db.update(orders).set({ status: 'paid', paidAt: now }).where(eq(orders.id, id));
}

/** Adds a refund that went through; a full one (everything given back) makes the order `refunded`. */
export async function addRefunded(id: string, amountVnd: number, full: boolean, db: Executor): Promise<void> {
  await db
    .update(orders)
    .set({
      refundedVnd: sql`${orders.refundedVnd} + ${amountVnd}`,
      ...(full ? { status: 'refunded' as const } : {}),
    })
    .where(eq(orders.id, id));
}

export async function close(
  id: string,
  status: Exclude<OrderStatus, 'pending' | 'paid' | 'refunded'>,
  now: Date,
  db: Executor,
) {
  await db.update(orders).set({ status, closedAt: now }).where(eq(orders.id, id));
}

/** Pending orders past their expiry (one user's, when given), oldest first. */
export async function listExpiredIds(
  now: Date,
  options: { userId?: string; orderId?: string; limit: number },
  db: Executor = getDb(),
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        lt(orders.expiresAt, now),
        options.userId ? eq(orders.userId, options.userId) : undefined,
        options.orderId ? eq(orders.id, options.orderId) : undefined,
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/**
 * Account-store items held by the unpaid, unexpired orders placed from an address, per
 * variant, after taking a transaction-long lock on that address: orders from one address
 * are counted one at a time (hashtext: PostgreSQL's own string hash, in PGlite too).
 */
export async function lockAndCountHeldByAddress(ip: string, now: Date, db: Executor): Promise<Map<number, number>> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-holds:${ip}`}))`);
  const rows = await db
    .select({ variantId: orderItems.variantId, count: sql<number>`count(*)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.clientIp, ip),
        eq(orders.status, 'pending'),
        gt(orders.expiresAt, now),
        sql`${orderItems.variantId} is not null`,
      ),
    )
    .groupBy(orderItems.variantId);
  return new Map(rows.map((row) => [row.variantId!, row.count]));
}

/** Flags lines paid for while their buyer already owned them (refunded automatically). */
export async function markDuplicate(itemIds: number[], db: Executor): Promise<void> {
  if (itemIds.length === 0) return;
  await db.update(orderItems).set({ duplicate: true }).where(inArray(orderItems.id, itemIds));
}
