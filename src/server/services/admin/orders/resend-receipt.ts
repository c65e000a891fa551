import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { Logger } from '../../../http/logger';
import * as orderRepository from '../../../repositories/order-repository';
import { sendReceipt } from '../../orders/send-receipt';
import { recordAudit } from '../record-audit';

/**
 * POST /api/admin/orders/{id}/resend: mails the buyer their receipt again (it links to the
 * order page, where the codes and downloads are). Sent before answering, so the admin knows
 * it left; recorded in the audit log.
 */
export async function resendReceipt(orderId: string, actor: AuthUser, log: Logger): Promise<void> {
  const order = await orderRepository.findById(orderId);
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  if (order.status !== 'paid') {
    throw new AppError('ORDER_NOT_PAID', `The order is ${order.status}: only a paid order has a receipt.`);
  }
  await sendReceipt(order.id, log);
  await recordAudit(getDb(), actor, {
    action: 'order.resend_receipt',
    entityType: 'order',
    entityId: order.id,
    after: { to: order.userId },
  });
}
