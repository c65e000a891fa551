import { courseDetailSchema } from '@/lib/catalog/course-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getCourseDetail } from '@/server/services/catalog/get-course-detail';
import { courseIdQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'A published course with its curriculum and quiz groups',
    auth: 'optional',
    reply: courseDetailSchema,
    errors: ['NOT_FOUND'],
    query: courseIdQuerySchema,
    handle: ({ query, req, user }) => getCourseDetail({ id: query.id }, requestLocale(req, query.lang), user),
  },
});
