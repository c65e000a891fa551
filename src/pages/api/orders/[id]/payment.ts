import { paymentStartSchema } from '@/lib/commerce/order-types';
import { clientIp } from '@/server/http/client-ip';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { startPayment } from '@/server/services/payments/start-payment';
import { orderIdQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: "A new attempt at paying the caller's pending order → { payment_url, expires_at }",
    auth: 'user',
    reply: paymentStartSchema,
    errors: ['NOT_FOUND', 'ORDER_NOT_PAYABLE', 'ALREADY_PURCHASED', 'PAYMENT_UNAVAILABLE'],
    query: orderIdQuerySchema,
    handle: ({ query, user, req, log }) =>
      startPayment(user, query.id, { language: requestLocale(req, query.lang), ip: clientIp(req), log }),
  },
});
