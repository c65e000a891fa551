import * as z from 'zod';
import { postSummarySchema } from '@/lib/content/post-types';
import { postSlugQuerySchema } from '@/schemas/blog';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getRelatedPosts } from '@/server/services/blog/get-post';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "Posts sharing the post's category or tags, never the post itself",
    auth: 'none',
    reply: z.array(postSummarySchema),
    errors: ['NOT_FOUND'],
    query: postSlugQuerySchema,
    handle: ({ query, req }) => getRelatedPosts(query.slug, requestLocale(req, query.lang)),
  },
});
