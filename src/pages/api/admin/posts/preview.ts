import { postPreviewSchema } from '@/lib/admin/admin-post-types';
import { postPreviewBodySchema } from '@/schemas/admin-posts';
import { defineRoute } from '@/server/http/handler';
import { previewPost } from '@/server/services/admin/posts/preview-post';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: "Admins: a post body's Markdown as the public post page renders it (the same code and sanitiser)",
    auth: 'admin',
    reply: postPreviewSchema,
    body: postPreviewBodySchema,
    handle: ({ body }) => previewPost(body.markdown),
  },
});
