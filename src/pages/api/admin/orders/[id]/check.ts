import { gatewayCheckSchema } from '@/lib/admin/admin-order-types';
import { orderIdParamSchema } from '@/schemas/admin-orders';
import { clientIp } from '@/server/http/client-ip';
import { defineRoute } from '@/server/http/handler';
import { checkOrderWithGateway } from '@/server/services/admin/orders/check-order-with-gateway';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary:
      'Admins: asks the gateway (VNPay querydr 2.1.0) about a pending order\'s open attempts; a signed "paid" settles it as the IPN would',
    auth: 'admin',
    reply: gatewayCheckSchema,
    errors: ['NOT_FOUND'],
    query: orderIdParamSchema,
    handle: ({ query, user, req, log }) => checkOrderWithGateway(query.id, user, { ip: clientIp(req), log }),
  },
});
