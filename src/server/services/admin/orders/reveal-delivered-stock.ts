import type { RevealedStock } from '@/lib/admin/admin-order-types';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import * as accountStoreRepository from '../../../repositories/account-store-repository';
import * as auditLogRepository from '../../../repositories/audit-log-repository';
import * as orderRepository from '../../../repositories/order-repository';
import { deliveredFields } from '../../orders/order-dto';
import { recordAudit } from '../record-audit';

export const REVEAL_ACTION = 'stock.reveal';

/**
 * POST /api/admin/orders/{id}/reveal: the stock items an order handed over, in plain text,
 * once per order (a buyer says a code does not work: support needs to see it), recorded in
 * the audit log with who asked — never the items themselves. Stock still for sale is never
 * shown; refunded items are, as they were seen by the buyer. Under the order's lock, so two
 * admins asking at once cannot both see it.
 */
export async function revealDeliveredStock(orderId: string, actor: AuthUser): Promise<RevealedStock> {
  return getDb().transaction(async (tx) => {
    const order = await orderRepository.lockById(orderId, tx);
    if (!order) throw new AppError('NOT_FOUND', 'No such order.');
    const earlier = await auditLogRepository.findFirst(
      { action: REVEAL_ACTION, entityType: 'order', entityId: order.id },
      tx,
    );
    if (earlier) {
      throw new AppError(
        'ALREADY_REVEALED',
        `${earlier.actorEmail} revealed this order's items on ${earlier.createdAt.toISOString()}; they are shown once.`,
      );
    }
    const lines = (await orderRepository.listItems([order.id], tx)).filter((item) => item.variantId !== null);
    const handed = await accountStoreRepository.listHandedOver(
      lines.map((line) => line.id),
      tx,
    );
    if (handed.length === 0) throw new AppError('NOT_FOUND', 'The order handed over no stock item.');
    await recordAudit(tx, actor, {
      action: REVEAL_ACTION,
      entityType: 'order',
      entityId: order.id,
      after: { items: handed.length },
    });
    return {
      lines: lines.map((line) => ({
        line_id: line.id,
        items: handed.filter((row) => row.orderItemId === line.id).map(deliveredFields),
      })),
    };
  });
}
