import { postDetailSchema } from '@/lib/content/post-types';
import { postSlugQuerySchema } from '@/schemas/blog';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getPost } from '@/server/services/blog/get-post';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'One post with its sanitised body, contents, reading time and translations',
    auth: 'none',
    reply: postDetailSchema,
    errors: ['NOT_FOUND'],
    query: postSlugQuerySchema,
    handle: ({ query, req }) => getPost(query.slug, requestLocale(req, query.lang)),
  },
});
