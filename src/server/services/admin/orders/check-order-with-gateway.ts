import type { GatewayCheck } from '@/lib/admin/admin-order-types';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { Logger } from '../../../http/logger';
import * as orderRepository from '../../../repositories/order-repository';
import { checkWithGateway } from '../../payments/check-with-gateway';
import { recordAudit } from '../record-audit';
import { getAdminOrder } from './get-admin-order';

/** POST /api/admin/orders/{id}/check: "Check with the gateway" for an order stuck in pending. */
export async function checkOrderWithGateway(
  orderId: string,
  actor: AuthUser,
  context: { ip: string; log: Logger },
): Promise<GatewayCheck> {
  const order = await orderRepository.findById(orderId);
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  const verdict = await checkWithGateway(order, context);
  if (verdict === 'paid') {
    // The order changed on an admin's request: the log says who asked.
    await recordAudit(getDb(), actor, {
      action: 'order.check',
      entityType: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: 'paid', verdict },
    });
  }
  return { verdict, order: await getAdminOrder(orderId) };
}
