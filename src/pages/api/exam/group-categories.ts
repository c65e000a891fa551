import * as z from 'zod';
import { categoryGroupSchema } from '@/lib/catalog/course-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { listCategoryGroups } from '@/server/services/catalog/list-category-groups';
import { langQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Category groups with their categories (the search facets)',
    auth: 'none',
    reply: z.array(categoryGroupSchema),
    query: langQuerySchema,
    handle: ({ query, req }) => listCategoryGroups(requestLocale(req, query.lang)),
  },
});
