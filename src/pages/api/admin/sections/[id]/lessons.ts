import { adminCourseSchema } from '@/lib/admin/admin-course-types';
import { createLessonBodySchema, idParamSchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { addLesson } from '@/server/services/admin/courses/curriculum-writes';
import { publishCourseWrite } from '@/server/services/admin/courses/publish-course-write';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Admins: adds a lesson at the end of a section; answers its course',
    auth: 'admin',
    reply: adminCourseSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: createLessonBodySchema,
    status: 201,
    handle: async ({ query, body, user, res }) => publishCourseWrite(res, await addLesson(query.id, body, user)),
  },
});
