import { orderViewSchema } from '@/lib/commerce/order-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getOrder } from '@/server/services/orders/get-order';
import { orderIdQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "The caller's order with its items, delivered codes and state; others' → 404",
    auth: 'user',
    reply: orderViewSchema,
    errors: ['NOT_FOUND'],
    query: orderIdQuerySchema,
    handle: ({ query, user, req }) => getOrder(user, query.id, requestLocale(req, query.lang)),
  },
});
