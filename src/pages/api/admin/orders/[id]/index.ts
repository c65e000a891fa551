import { adminOrderSchema } from '@/lib/admin/admin-order-types';
import { orderIdParamSchema } from '@/schemas/admin-orders';
import { defineRoute } from '@/server/http/handler';
import { getAdminOrder } from '@/server/services/admin/orders/get-admin-order';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary:
      'Admins: an order with its buyer, lines and what each granted, every payment attempt, every gateway event (raw signed fields) and refund',
    auth: 'admin',
    reply: adminOrderSchema,
    errors: ['NOT_FOUND'],
    query: orderIdParamSchema,
    handle: ({ query }) => getAdminOrder(query.id),
  },
});
