import type { AdminOrderListItem } from '@/lib/admin/admin-order-types';
import type { AdminOrdersQuery } from '@/schemas/admin-orders';
import * as adminOrderRepository from '../../../repositories/admin-order-repository';
import { pageCount, pageWindow } from '../../paging';
import { vietnamDayStart } from '../get-dashboard';

/** The start of a calendar day in Vietnam (`2026-11-26` → 2026-11-25T17:00Z), `daysAfter` later. */
function dayStart(day: string, daysAfter = 0): Date {
  return vietnamDayStart(new Date(`${day}T12:00:00+07:00`), -daysAfter);
}

/** GET /api/admin/orders and /admin/orders: every order, searched and filtered, newest first. */
export async function listAdminOrders(
  query: AdminOrdersQuery,
): Promise<{ items: AdminOrderListItem[]; page: number; totalPage: number }> {
  const { rows, total } = await adminOrderRepository.list({
    keyword: query.q,
    status: query.status,
    productType: query.product_type,
    gateway: query.gateway,
    from: query.from ? dayStart(query.from) : undefined,
    to: query.to ? dayStart(query.to, 1) : undefined,
    ...pageWindow(query.page, query.page_size),
  });
  return {
    items: rows.map((row) => ({
      id: row.order.id,
      code: row.order.code,
      status: row.order.status,
      buyer: row.buyer,
      total_vnd: row.order.totalVnd,
      refunded_vnd: row.order.refundedVnd,
      item_count: row.itemCount,
      first_item_title: row.firstTitle,
      product_types: row.productTypes,
      gateway: row.gateway,
      created_at: row.order.createdAt.toISOString(),
      paid_at: row.order.paidAt?.toISOString() ?? null,
    })),
    page: query.page,
    totalPage: pageCount(total, query.page_size),
  };
}
