import { orderViewSchema } from '@/lib/commerce/order-types';
import { clientIp } from '@/server/http/client-ip';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { createOrder } from '@/server/services/orders/create-order';
import { createOrderBodySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Place an order: { items: [{ product_type, product_id, combination_key? }] } → 201 the order',
    auth: 'user',
    reply: orderViewSchema,
    errors: ['NOT_FOUND', 'ALREADY_PURCHASED', 'OUT_OF_STOCK', 'HOLD_LIMIT_REACHED', 'RATE_LIMITED'],
    body: createOrderBodySchema,
    status: 201,
    handle: ({ body, user, req, log }) => createOrder(user, body, requestLocale(req), { log, ip: clientIp(req) }),
  },
});
