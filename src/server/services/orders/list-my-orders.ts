import type { AuthUser } from '../../auth/auth-user';
import { paginated, type Paginated } from '../../http/respond';

/**
 * The signed-in user's orders, one page at a time. No orders exist until the commerce
 * issue adds the orders table; then this reads it (same reply shape: rows, page, total_page).
 */
export function listMyOrders(_user: AuthUser, page: { page: number; pageSize: number }): Paginated<never[]> {
  return paginated([], page.page, 0);
}
