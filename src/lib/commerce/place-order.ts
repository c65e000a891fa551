import type { OrderView } from './order-types';
import type { ProductType } from './product-types';

/**
 * POST /api/orders from the browser, shared by every "Buy" button (courses, source code,
 * account store). The API client is loaded on the first purchase, not with the page.
 */
export async function placeOrder(
  items: { product_type: ProductType; product_id: number; combination_key?: string }[],
): Promise<OrderView> {
  const { api } = await import('@/lib/api/client');
  return api.post<OrderView>('/api/orders', { items });
}

/** Where a placed order goes next: the checkout, or straight to the order when nothing is left to pay. */
export function nextPathOf(order: OrderView): string {
  return order.status === 'paid' ? `/profile/orders/${order.id}` : `/payment/${order.id}`;
}
