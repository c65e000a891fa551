import { accountVariantProductSchema } from '@/lib/commerce/account-store-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getAccountVariant } from '@/server/services/account-store/account-store';
import { accountVariantQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "The chosen variant's price and stock now",
    auth: 'none',
    reply: accountVariantProductSchema,
    errors: ['NOT_FOUND'],
    query: accountVariantQuerySchema,
    handle: ({ query, req }) => getAccountVariant(query.id, query.combination_key, requestLocale(req, query.lang)),
  },
});
