import { revealedStockSchema } from '@/lib/admin/admin-order-types';
import { orderIdParamSchema } from '@/schemas/admin-orders';
import { defineRoute } from '@/server/http/handler';
import { revealDeliveredStock } from '@/server/services/admin/orders/reveal-delivered-stock';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary:
      'Admins: the stock items an order handed over, in plain text, once per order (audited, the items never logged); 409 the second time',
    auth: 'admin',
    reply: revealedStockSchema,
    errors: ['NOT_FOUND', 'ALREADY_REVEALED'],
    query: orderIdParamSchema,
    handle: ({ query, user }) => revealDeliveredStock(query.id, user),
  },
});
