import { orderSummarySchema } from '@/lib/commerce/order-types';
import { defineRoute, pageOf } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { listMyOrders } from '@/server/services/orders/list-my-orders';
import { pageQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "The signed-in user's orders, newest first, paginated (page, page_size ≤ 50)",
    auth: 'user',
    reply: pageOf(orderSummarySchema),
    query: pageQuerySchema,
    handle: ({ user, query, req }) =>
      listMyOrders(user, { page: query.page, pageSize: query.page_size }, requestLocale(req)),
  },
});
