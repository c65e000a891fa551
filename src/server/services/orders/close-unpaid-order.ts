import type { Executor } from '../../db/types';
import type { OrderStatus } from '../../db/schema/orders';
import * as accountStoreRepository from '../../repositories/account-store-repository';
import * as orderRepository from '../../repositories/order-repository';
import { stockChanged } from '../account-store/account-store';

/**
 * Ends an unpaid order (expired, or its payment failed or was cancelled) and gives the
 * stock it held back to the pool. The caller holds the order's row lock.
 */
export async function closeUnpaidOrder(
  orderId: string,
  status: Exclude<OrderStatus, 'pending' | 'paid' | 'refunded'>,
  now: Date,
  tx: Executor,
): Promise<void> {
  await orderRepository.close(orderId, status, now, tx);
  const items = await orderRepository.listItems([orderId], tx);
  await accountStoreRepository.releaseReserved(
    items.map((item) => item.id),
    tx,
  );
  stockChanged();
}
