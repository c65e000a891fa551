import { postSummarySchema } from '@/lib/content/post-types';
import { postSearchQuerySchema } from '@/schemas/blog';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { listPosts } from '@/server/services/blog/list-posts';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Published posts in the reply\'s language: keyword, category (slug, id or "all"), one page',
    auth: 'none',
    reply: pageOf(postSummarySchema),
    query: postSearchQuerySchema,
    handle: async ({ query, req }) => {
      const result = await listPosts(query, requestLocale(req, query.lang));
      return paginated(result.posts, result.page, result.totalPage);
    },
  },
});
