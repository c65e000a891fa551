import type { Order, OrderItem } from '../../db/schema/orders';
import type { Executor } from '../../db/types';
import * as accountStoreRepository from '../../repositories/account-store-repository';
import * as certificateRepository from '../../repositories/certificate-repository';
import * as enrolmentRepository from '../../repositories/enrolment-repository';
import * as sourceCodeRepository from '../../repositories/source-code-repository';
import { REFUND_REASON } from '../certificates/revoke-certificate';

export interface Revoked {
  enrolments: number;
  /** The learner's certificates of the courses taken back, now revoked. */
  certificates: number;
  downloads: number;
  stockItems: number;
}

/**
 * Takes back what a fully refunded order granted, inside the transaction that records the
 * refund: the course enrolments it bought (free or admin-given ones stay) and the
 * certificates of those courses (revoked: "Refunded"), its download
 * rights, and its delivered stock, which is flagged refunded (never back in the pool).
 * Duplicate lines granted nothing (another order gave the buyer the product): what the
 * buyer has of them stays.
 */
export async function revokeOrder(order: Order, items: OrderItem[], tx: Executor): Promise<Revoked> {
  const courseIds = items
    .filter((item) => item.productType === 'COURSE' && !item.duplicate)
    .map((item) => item.productId);
  const accountLineIds = items.filter((item) => item.productType === 'ACCOUNT_STORE').map((item) => item.id);
  const removedCourses = await enrolmentRepository.revokePurchased(order.userId, courseIds, tx);
  return {
    enrolments: removedCourses.length,
    certificates: await certificateRepository.revokeForCourses(order.userId, removedCourses, REFUND_REASON, tx),
    downloads: await sourceCodeRepository.revokeByOrder(order.id, tx),
    stockItems: await accountStoreRepository.markRefunded(accountLineIds, tx),
  };
}
