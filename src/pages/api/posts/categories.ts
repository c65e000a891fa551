import * as z from 'zod';
import { postCategorySchema } from '@/lib/content/post-types';
import { langQuerySchema } from '@/schemas/catalog';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { listPostCategories } from '@/server/services/blog/list-post-categories';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "The blog's categories (the list page's tabs), in the reply's language",
    auth: 'none',
    reply: z.array(postCategorySchema),
    query: langQuerySchema,
    handle: ({ query, req }) => listPostCategories(requestLocale(req, query.lang)),
  },
});
