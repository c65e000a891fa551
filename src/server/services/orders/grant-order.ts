import type { Order, OrderItem } from '../../db/schema/orders';
import type { Executor } from '../../db/types';
import * as accountStoreRepository from '../../repositories/account-store-repository';
import * as enrolmentRepository from '../../repositories/enrolment-repository';
import * as sourceCodeRepository from '../../repositories/source-code-repository';

/**
 * Hands over everything a paid order bought, inside the transaction that marks it paid:
 * course enrolment (source `purchase`), the source-code download right, and the stock
 * items held for its account-store lines. Each grant is idempotent on its own, and the
 * caller holds the order's row lock, so a duplicate payment notice grants nothing twice.
 */
export async function grantOrder(order: Order, items: OrderItem[], now: Date, tx: Executor): Promise<void> {
  const accountLines: OrderItem[] = [];
  for (const item of items) {
    switch (item.productType) {
      case 'COURSE':
        await enrolmentRepository.enrol(
          { userId: order.userId, courseId: item.productId, source: 'purchase', createdAt: now },
          tx,
        );
        break;
      case 'SOURCE':
        await sourceCodeRepository.grant({ userId: order.userId, sourceCodeId: item.productId, orderId: order.id }, tx);
        break;
      case 'ACCOUNT_STORE':
        accountLines.push(item);
        break;
    }
  }
  if (accountLines.length === 0) return;
  const delivered = await accountStoreRepository.deliverReserved(
    accountLines.map((item) => item.id),
    now,
    tx,
  );
  // Stock is held from the moment the order is placed and only released once it leaves
  // `pending`; finding less here means the data was changed by hand. Fail loudly: the
  // transaction rolls back and the gateway retries the notice.
  if (delivered !== accountLines.length) {
    throw new Error(`order ${order.id}: ${accountLines.length - delivered} stock item(s) held for it are missing`);
  }
  for (const item of accountLines) await accountStoreRepository.addSold(item.productId, 1, tx);
}
