import { adminOrderListItemSchema } from '@/lib/admin/admin-order-types';
import { adminOrdersQuerySchema } from '@/schemas/admin-orders';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAdminOrders } from '@/server/services/admin/orders/list-admin-orders';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary:
      'Admins: every order, newest first, searched (code, id, buyer email, product title) and filtered (status, product type, gateway, days)',
    auth: 'admin',
    reply: pageOf(adminOrderListItemSchema),
    query: adminOrdersQuerySchema,
    handle: async ({ query }) => {
      const result = await listAdminOrders(query);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
});
