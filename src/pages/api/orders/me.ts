// GET /api/orders/me – the signed-in user's orders, paginated (page, page_size ≤ 50).
import * as z from 'zod';
import { defineRoute } from '@/server/http/handler';
import { listMyOrders } from '@/server/services/orders/list-my-orders';

export const config = { api: { bodyParser: false } };

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});

export default defineRoute({
  GET: {
    auth: 'user',
    query: pageQuery,
    handle: ({ user, query }) => listMyOrders(user, { page: query.page, pageSize: query.page_size }),
  },
});
