import * as z from 'zod';
import { adminPostSchema } from '@/lib/admin/admin-post-types';
import { idParamSchema } from '@/schemas/admin-courses';
import { postUpdateBodySchema } from '@/schemas/admin-posts';
import { defineRoute } from '@/server/http/handler';
import { revalidatePages } from '@/server/http/revalidate-pages';
import { deleteAdminPost, getAdminPost, updateAdminPost } from '@/server/services/admin/posts/post-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: a post in every language it is written in, as the editor shows it',
    auth: 'admin',
    reply: adminPostSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: ({ query }) => getAdminPost(query.id),
  },
  PATCH: {
    summary:
      "Admins: a post's words per language (Markdown), category, tags, cover and status (draft, scheduled at a time, published, archived); the public pages showing it are regenerated",
    auth: 'admin',
    reply: adminPostSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: postUpdateBodySchema,
    handle: async ({ query, body, user, res }) => {
      const write = await updateAdminPost(query.id, body, user);
      await revalidatePages(res, write.publicPaths);
      return write.post;
    },
  },
  DELETE: {
    summary: 'Admins: deletes a post for good (archiving keeps it)',
    auth: 'admin',
    reply: z.object({ deleted: z.literal(true) }),
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: async ({ query, user, res }) => {
      await revalidatePages(res, await deleteAdminPost(query.id, user));
      return { deleted: true as const };
    },
  },
});
