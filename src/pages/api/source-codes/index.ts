import { sourceCodeSummarySchema } from '@/lib/commerce/source-code-types';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { listSourceCodes } from '@/server/services/source-codes/list-source-codes';
import { sourceCodeSearchQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Published source-code products: keyword, filter_ids, price, sort, one page',
    auth: 'none',
    reply: pageOf(sourceCodeSummarySchema),
    query: sourceCodeSearchQuerySchema,
    handle: async ({ query, req }) => {
      const result = await listSourceCodes(query, requestLocale(req, query.lang));
      return paginated(result.items, result.page, result.totalPage);
    },
  },
});
