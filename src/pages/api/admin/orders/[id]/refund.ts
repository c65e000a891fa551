import { adminOrderSchema } from '@/lib/admin/admin-order-types';
import { orderIdParamSchema, refundBodySchema } from '@/schemas/admin-orders';
import { clientIp } from '@/server/http/client-ip';
import { defineRoute } from '@/server/http/handler';
import { getAdminOrder } from '@/server/services/admin/orders/get-admin-order';
import { refundOrder } from '@/server/services/orders/refund-order';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary:
      'Admins: refunds through the gateway (VNPay refund 2.1.0: the whole payment 02, or part 03); a full refund takes back what the order granted',
    auth: 'admin',
    reply: adminOrderSchema,
    errors: ['NOT_FOUND', 'ORDER_NOT_REFUNDABLE', 'REFUND_IN_PROGRESS', 'PAYMENT_GATEWAY_ERROR'],
    query: orderIdParamSchema,
    body: refundBodySchema,
    handle: async ({ query, body, user, req, log }) => {
      await refundOrder(query.id, { amountVnd: body.amount_vnd, reason: body.reason }, user, {
        ip: clientIp(req),
        log,
      });
      return getAdminOrder(query.id);
    },
  },
});
