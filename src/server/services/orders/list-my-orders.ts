import type { OrderSummary } from '@/lib/commerce/order-types';
import type { Locale } from '@/lib/locales';
import type { AuthUser } from '../../auth/auth-user';
import { paginated, type Paginated } from '../../http/respond';
import * as orderRepository from '../../repositories/order-repository';
import { expireOrders } from './expire-orders';
import { toOrderSummary } from './order-dto';
import { pageCount, pageWindow } from '../paging';

/** GET /api/orders/me: the signed-in user's orders, newest first, one page at a time. */
export async function listMyOrders(
  user: AuthUser,
  page: { page: number; pageSize: number },
  language: Locale,
): Promise<Paginated<OrderSummary[]>> {
  // Overdue unpaid orders are shown as expired, not as still waiting.
  await expireOrders({ userId: user.id });
  const { rows, total } = await orderRepository.listByUser(user.id, {
    ...pageWindow(page.page, page.pageSize),
  });
  const items = await orderRepository.listItems(rows.map((order) => order.id));
  return paginated(
    rows.map((order) =>
      toOrderSummary(
        order,
        items.filter((item) => item.orderId === order.id),
        language,
      ),
    ),
    page.page,
    pageCount(total, page.pageSize),
  );
}
