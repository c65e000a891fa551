import { adminPostListItemSchema, adminPostSchema } from '@/lib/admin/admin-post-types';
import { adminPostsQuerySchema, postCreateBodySchema } from '@/schemas/admin-posts';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAdminPosts } from '@/server/services/admin/posts/list-admin-posts';
import { createAdminPost } from '@/server/services/admin/posts/post-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary:
      'Admins: every post, last changed first, searched (title) and filtered (status, language, category, author)',
    auth: 'admin',
    reply: pageOf(adminPostListItemSchema),
    query: adminPostsQuerySchema,
    handle: async ({ query }) => {
      const result = await listAdminPosts(query);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
  POST: {
    summary: 'Admins: starts a post: a draft in one language with its title (its address follows the title)',
    auth: 'admin',
    status: 201,
    reply: adminPostSchema,
    body: postCreateBodySchema,
    handle: ({ body, user }) => createAdminPost(body, user),
  },
});
