// GET /api/exam/my-courses – the signed-in user's enrolled courses, most recent first.
import { defineRoute } from '@/server/http/handler';
import { requestLanguage } from '@/server/http/request-language';
import { listMyCourses } from '@/server/services/catalog/list-my-courses';
import { langQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    auth: 'user',
    query: langQuerySchema,
    handle: ({ query, req, user }) => listMyCourses(user.id, requestLanguage(req, query.lang)),
  },
});
