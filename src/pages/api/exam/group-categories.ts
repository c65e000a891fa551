// GET /api/exam/group-categories – category groups with their categories (the search facets).
import { defineRoute } from '@/server/http/handler';
import { requestLanguage } from '@/server/http/request-language';
import { listCategoryGroups } from '@/server/services/catalog/list-category-groups';
import { langQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    auth: 'none',
    query: langQuerySchema,
    handle: ({ query, req }) => listCategoryGroups(requestLanguage(req, query.lang)),
  },
});
