import { sourceCodeDetailSchema } from '@/lib/commerce/source-code-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getSourceCode } from '@/server/services/source-codes/get-source-code';
import { productIdQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'One published product with its description, gallery and stack',
    auth: 'none',
    reply: sourceCodeDetailSchema,
    errors: ['NOT_FOUND'],
    query: productIdQuerySchema,
    handle: ({ query, req }) => getSourceCode({ id: query.id }, requestLocale(req, query.lang)),
  },
});
