import { adminOrderSchema } from '@/lib/admin/admin-order-types';
import { manualGrantBodySchema, orderIdParamSchema } from '@/schemas/admin-orders';
import { defineRoute } from '@/server/http/handler';
import { getAdminOrder } from '@/server/services/admin/orders/get-admin-order';
import { grantOrderManually } from '@/server/services/admin/orders/grant-order-manually';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary:
      'Admins: marks an unpaid order paid for money received outside the gateway (a bank transfer), with a required reason, and grants it',
    auth: 'admin',
    reply: adminOrderSchema,
    errors: ['NOT_FOUND', 'ORDER_NOT_GRANTABLE'],
    query: orderIdParamSchema,
    body: manualGrantBodySchema,
    handle: async ({ query, body, user, log }) => {
      await grantOrderManually(query.id, body.reason, user, log);
      return getAdminOrder(query.id);
    },
  },
});
