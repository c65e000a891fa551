import { courseDetailSchema } from '@/lib/catalog/course-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getCourseDetail } from '@/server/services/catalog/get-course-detail';
import { courseSlugQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "The course page's data: course, curriculum, quiz groups",
    auth: 'optional',
    reply: courseDetailSchema,
    errors: ['NOT_FOUND'],
    query: courseSlugQuerySchema,
    handle: ({ query, req, user }) => getCourseDetail({ slug: query.slug }, requestLocale(req, query.lang), user),
  },
});
