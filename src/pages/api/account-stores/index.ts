import { accountCardSchema } from '@/lib/commerce/account-store-types';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { listAccounts } from '@/server/services/account-store/account-store';
import { accountStoreSearchQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Account-store products: page (1), limit (16), type (learning|work|entertainment|storage|empty), keyword',
    auth: 'none',
    reply: pageOf(accountCardSchema),
    query: accountStoreSearchQuerySchema,
    handle: async ({ query, req }) => {
      const result = await listAccounts(query, requestLocale(req, query.lang));
      return paginated(result.items, result.page, result.totalPage);
    },
  },
});
