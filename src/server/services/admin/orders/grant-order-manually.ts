import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { Logger } from '../../../http/logger';
import { queueJob } from '../../../jobs/job-queue';
import * as orderRepository from '../../../repositories/order-repository';
import * as paymentRepository from '../../../repositories/payment-repository';
import { grantOrder } from '../../orders/grant-order';
import { recordAudit } from '../record-audit';
import { isGrantable } from './get-admin-order';

/**
 * POST /api/admin/orders/{id}/grant: money arrived outside the gateway (a bank transfer),
 * so an admin marks the order paid with a reason. A manual payment is recorded, and the
 * order is granted through grantOrder, the IPN's own function, under the order's lock: a
 * payment notice arriving at the same moment finds it paid and grants nothing twice. An
 * order closed unpaid can be granted too, unless it held stock (gone back to the pool).
 */
export async function grantOrderManually(orderId: string, reason: string, actor: AuthUser, log: Logger): Promise<void> {
  const now = new Date();
  await getDb().transaction(async (tx) => {
    const order = await orderRepository.lockById(orderId, tx);
    if (!order) throw new AppError('NOT_FOUND', 'No such order.');
    const items = await orderRepository.listItems([order.id], tx);
    if (!isGrantable(order, items)) {
      throw new AppError(
        'ORDER_NOT_GRANTABLE',
        order.status === 'paid' || order.status === 'refunded'
          ? `The order is already ${order.status}.`
          : 'The order was closed and the stock it held went back on sale: place a new order for the buyer.',
      );
    }
    const payment = await paymentRepository.createManual(
      {
        orderId: order.id,
        txnRef: `MANUAL-${randomBytes(6).toString('hex').toUpperCase()}`,
        amountVnd: order.totalVnd,
        note: reason,
      },
      now,
      tx,
    );
    await orderRepository.markPaid(order.id, now, tx);
    await grantOrder(order, items, now, tx);
    await recordAudit(tx, actor, {
      action: 'order.grant',
      entityType: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: 'paid', payment: payment.txnRef, amount_vnd: order.totalVnd, reason },
    });
  });
  log.info({ orderId }, 'order granted by hand');
  await queueJob('order-receipt', { orderId: orderId });
}
