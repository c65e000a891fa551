import { purchasedStatusSchema } from '@/lib/catalog/course-types';
import { defineRoute } from '@/server/http/handler';
import { getSourceCodePurchasedStatus } from '@/server/services/source-codes/get-source-code';
import { productSlugQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: '{ is_purchased } for the viewer (false when signed out)',
    auth: 'optional',
    reply: purchasedStatusSchema,
    errors: ['NOT_FOUND'],
    query: productSlugQuerySchema,
    handle: ({ query, user }) => getSourceCodePurchasedStatus(query.slug, user),
  },
});
