import { adminCourseSchema } from '@/lib/admin/admin-course-types';
import { curriculumOrderBodySchema, idParamSchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { reorderCurriculum } from '@/server/services/admin/courses/curriculum-writes';
import { publishCourseWrite } from '@/server/services/admin/courses/publish-course-write';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PUT: {
    summary: 'Admins: the new order of a course’s sections and lessons (every one of them, once)',
    auth: 'admin',
    reply: adminCourseSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: curriculumOrderBodySchema,
    handle: async ({ query, body, user, res }) =>
      publishCourseWrite(res, await reorderCurriculum(query.id, body, user)),
  },
});
