import { orderViewSchema } from '@/lib/commerce/order-types';
import { clientIp } from '@/server/http/client-ip';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { checkOwnPayment } from '@/server/services/payments/check-own-payment';
import { orderIdQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary:
      "Asks the gateway (querydr) whether the caller's pending order was paid, settling it if so → the order (4 a minute per order)",
    auth: 'user',
    reply: orderViewSchema,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    query: orderIdQuerySchema,
    handle: ({ query, user, req, log }) =>
      checkOwnPayment(user, query.id, requestLocale(req, query.lang), { ip: clientIp(req), log }),
  },
});
