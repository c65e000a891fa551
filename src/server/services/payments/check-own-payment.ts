import type { OrderView } from '@/lib/commerce/order-types';
import type { Locale } from '@/lib/locales';
import type { AuthUser } from '../../auth/auth-user';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import { consumeOrThrow } from '../../rate-limit/rate-limit';
import * as orderRepository from '../../repositories/order-repository';
import { getOrder } from '../orders/get-order';
import { checkWithGateway } from './check-with-gateway';

/**
 * POST /api/orders/{id}/check: the payment result page's question when the IPN is late:
 * "did my payment go through?". Asks the gateway (querydr) about the caller's pending
 * order, which settles it if the gateway says paid, and answers the order as it is now.
 * Four checks a minute per order: the page asks a few times, never in a loop.
 */
export async function checkOwnPayment(
  user: AuthUser,
  orderId: string,
  language: Locale,
  context: { ip: string; log: Logger },
): Promise<OrderView> {
  const order = await orderRepository.findById(orderId);
  if (!order || order.userId !== user.id) throw new AppError('NOT_FOUND', 'No such order.');
  await consumeOrThrow('paymentCheck', order.id);
  // Asked before the order is read for the reply, which expires it when overdue: a payment
  // made in its last minutes is settled rather than lost.
  await checkWithGateway(order, context);
  return getOrder(user, orderId, language);
}
