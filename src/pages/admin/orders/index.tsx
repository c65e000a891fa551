import { adminPage } from '@/features/admin/components/admin-page';
import { OrderListView } from '@/features/admin/components/orders/order-list-view';
import { adminOrdersQuerySchema } from '@/schemas/admin-orders';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listAdminOrders } from '@/server/services/admin/orders/list-admin-orders';

export default adminPage(OrderListView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const query = parseAdminQuery(adminOrdersQuerySchema, context.query);
    const result = await listAdminOrders(query);
    return {
      props: { orders: result.items, page: result.page, totalPage: result.totalPage, pageSize: query.page_size },
    };
  }),
);
