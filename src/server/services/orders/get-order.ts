import type { OrderView } from '@/lib/commerce/order-types';
import type { Locale } from '@/lib/locales';
import type { AuthUser } from '../../auth/auth-user';
import type { Order } from '../../db/schema/orders';
import { AppError } from '../../http/app-error';
import { gatewayConfig } from '../../payments/gateway-config';
import * as accountStoreRepository from '../../repositories/account-store-repository';
import * as orderRepository from '../../repositories/order-repository';
import { expireOrders } from './expire-orders';
import { toOrderView } from './order-dto';

/**
 * GET /api/orders/{id} (and the checkout and order pages): the order as its buyer sees it,
 * delivered codes decrypted. Anyone else gets 404, as if it did not exist. An order past
 * its expiry is expired first, so what is shown is always settled.
 */
export async function getOrder(user: AuthUser, orderId: string, language: Locale): Promise<OrderView> {
  const order = await findOwnOrder(user, orderId);
  const items = await orderRepository.listItems([order.id]);
  const delivered =
    order.status === 'paid' ? await accountStoreRepository.listDelivered(items.map((item) => item.id)) : [];
  return toOrderView(order, items, delivered, language, {
    now: new Date(),
    gatewayAvailable: gatewayConfig() !== null,
  });
}

/** The caller's order (expired first when overdue), or 404. */
export async function findOwnOrder(user: AuthUser, orderId: string): Promise<Order> {
  const first = await orderRepository.findById(orderId);
  if (!first || first.userId !== user.id) throw new AppError('NOT_FOUND', 'No such order.');
  if (first.status !== 'pending' || first.expiresAt > new Date()) return first;
  await expireOrders({ orderId: first.id });
  return (await orderRepository.findById(orderId))!;
}
