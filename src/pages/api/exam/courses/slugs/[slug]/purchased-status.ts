import { purchasedStatusSchema } from '@/lib/catalog/course-types';
import { defineRoute } from '@/server/http/handler';
import { getPurchasedStatus } from '@/server/services/catalog/purchased-status';
import { courseSlugQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: '{ is_purchased } for the viewer (false when signed out)',
    auth: 'optional',
    reply: purchasedStatusSchema,
    errors: ['NOT_FOUND'],
    query: courseSlugQuerySchema,
    handle: ({ query, user }) => getPurchasedStatus(query.slug, user),
  },
});
