import { trendingCoursesSchema } from '@/lib/catalog/course-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getTrendingCourses } from '@/server/services/catalog/trending-courses';
import { langQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: '{ best_course, trending }, ranked by enrolments of the last 30 days',
    auth: 'none',
    reply: trendingCoursesSchema,
    query: langQuerySchema,
    handle: ({ query, req }) => getTrendingCourses(requestLocale(req, query.lang)),
  },
});
