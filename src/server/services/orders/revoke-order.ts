import type { Order, OrderItem } from '../../db/schema/orders';
import type { Executor } from '../../db/types';
import * as accountStoreRepository from '../../repositories/account-store-repository';
import * as enrolmentRepository from '../../repositories/enrolment-repository';
import * as sourceCodeRepository from '../../repositories/source-code-repository';

export interface Revoked {
  enrolments: number;
  downloads: number;
  stockItems: number;
}

/**
 * Takes back what a fully refunded order granted, inside the transaction that records the
 * refund: the course enrolments it bought (free or admin-given ones stay), its download
 * rights, and its delivered stock, which is flagged refunded (never back in the pool).
 * Duplicate lines granted nothing (another order gave the buyer the product): what the
 * buyer has of them stays.
 */
export async function revokeOrder(order: Order, items: OrderItem[], tx: Executor): Promise<Revoked> {
  const courseIds = items
    .filter((item) => item.productType === 'COURSE' && !item.duplicate)
    .map((item) => item.productId);
  const accountLineIds = items.filter((item) => item.productType === 'ACCOUNT_STORE').map((item) => item.id);
  return {
    enrolments: await enrolmentRepository.revokePurchased(order.userId, courseIds, tx),
    downloads: await sourceCodeRepository.revokeByOrder(order.id, tx),
    stockItems: await accountStoreRepository.markRefunded(accountLineIds, tx),
  };
}
