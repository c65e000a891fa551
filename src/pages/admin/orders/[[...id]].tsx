import { adminPage } from '@/features/admin/components/admin-page';
import { OrderDetailView, type OrderDetailViewProps } from '@/features/admin/components/orders/order-detail-view';
import { OrderListView, type OrderListViewProps } from '@/features/admin/components/orders/order-list-view';
import { adminOrdersQuerySchema, orderIdParamSchema } from '@/schemas/admin-orders';
import { adminListAndRecord, type ListOrRecord } from '@/server/http/admin-list-and-record';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { getAdminOrder } from '@/server/services/admin/orders/get-admin-order';
import { listAdminOrders } from '@/server/services/admin/orders/list-admin-orders';

// Keyed by the order: another order's page starts from its record, not this one's state.
function OrdersPage(props: ListOrRecord<OrderListViewProps, OrderDetailViewProps>) {
  return props.view === 'list' ? <OrderListView {...props} /> : <OrderDetailView key={props.order.id} {...props} />;
}

export default adminPage(OrdersPage);

/** /admin/orders (every order, searched, filtered and paged) and /admin/orders/{id} (one order and its money). */
export const getServerSideProps = definePageProps(
  adminPageProps(
    [],
    adminListAndRecord<OrderListViewProps, OrderDetailViewProps>({
      list: async (context) => {
        const query = parseAdminQuery(adminOrdersQuerySchema, context.query);
        const result = await listAdminOrders(query);
        return { orders: result.items, page: result.page, totalPage: result.totalPage, pageSize: query.page_size };
      },
      record: async (segment) => {
        const params = orderIdParamSchema.safeParse({ id: segment });
        return params.success ? { order: await getAdminOrder(params.data.id) } : null;
      },
    }),
  ),
);
