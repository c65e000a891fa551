import { getDb } from '../../db/client';
import type { Executor } from '../../db/types';
import * as orderRepository from '../../repositories/order-repository';
import { closeUnpaidOrder } from './close-unpaid-order';

/**
 * Unpaid orders past their expiry become `expired` and give their held stock back to the
 * pool. Two paths lead here, as for overdue exam attempts: reading an order settles it
 * first, and the `orders-sweep` job settles everyone's (src/server/jobs/job-definitions.ts).
 */

const BATCH = 100;

export async function expireOrders(options: { orderId?: string; userId?: string; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  let expired = 0;
  for (;;) {
    const ids = await orderRepository.listExpiredIds(now, {
      orderId: options.orderId,
      userId: options.userId,
      limit: BATCH,
    });
    for (const id of ids) {
      if (await expireOne(id, now)) expired += 1;
    }
    if (ids.length < BATCH) return expired;
  }
}

function expireOne(orderId: string, now: Date): Promise<boolean> {
  return getDb().transaction((tx) => closeAsExpired(orderId, now, tx, { onlyWhenDue: true }));
}

/**
 * Closes an unpaid order as expired and gives its held stock back: when it is due, or
 * before (a new order replacing one too close to its expiry to be paid). False when a
 * payment notice settled it first.
 */
export async function closeAsExpired(
  orderId: string,
  now: Date,
  tx: Executor,
  options: { onlyWhenDue: boolean },
): Promise<boolean> {
  // Locked, then checked again: a payment notice may have settled it meanwhile.
  const order = await orderRepository.lockById(orderId, tx);
  if (!order || order.status !== 'pending' || (options.onlyWhenDue && order.expiresAt > now)) return false;
  await closeUnpaidOrder(order.id, 'expired', now, tx);
  return true;
}
