import { courseSummarySchema } from '@/lib/catalog/course-types';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { listCourses } from '@/server/services/catalog/list-courses';
import { courseSearchQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Published courses: keyword, categories, price, level, sort, one page',
    auth: 'none',
    reply: pageOf(courseSummarySchema),
    query: courseSearchQuerySchema,
    handle: async ({ query, req }) => {
      const result = await listCourses(query, requestLocale(req, query.lang));
      return paginated(result.courses, result.page, result.totalPage);
    },
  },
});
