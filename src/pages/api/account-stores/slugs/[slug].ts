import { accountDetailSchema } from '@/lib/commerce/account-store-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getAccount } from '@/server/services/account-store/account-store';
import { productSlugQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "A product with its options and every variant's price and stock",
    auth: 'none',
    reply: accountDetailSchema,
    errors: ['NOT_FOUND'],
    query: productSlugQuerySchema,
    handle: ({ query, req }) => getAccount(query.slug, requestLocale(req, query.lang)),
  },
});
