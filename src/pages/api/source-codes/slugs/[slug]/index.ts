import { sourceCodeDetailSchema } from '@/lib/commerce/source-code-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getSourceCode } from '@/server/services/source-codes/get-source-code';
import { productSlugQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "The product page's data, by slug",
    auth: 'none',
    reply: sourceCodeDetailSchema,
    errors: ['NOT_FOUND'],
    query: productSlugQuerySchema,
    handle: ({ query, req }) => getSourceCode({ slug: query.slug }, requestLocale(req, query.lang)),
  },
});
