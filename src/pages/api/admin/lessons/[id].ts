import { adminCourseSchema } from '@/lib/admin/admin-course-types';
import { idParamSchema, updateLessonBodySchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { removeLesson, updateLesson } from '@/server/services/admin/courses/curriculum-writes';
import { publishCourseWrite } from '@/server/services/admin/courses/publish-course-write';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PATCH: {
    summary: 'Admins: changes a lesson (title, free preview); answers its course',
    auth: 'admin',
    reply: adminCourseSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: updateLessonBodySchema,
    handle: async ({ query, body, user, res }) => publishCourseWrite(res, await updateLesson(query.id, body, user)),
  },
  DELETE: {
    summary: 'Admins: removes a lesson; answers its course',
    auth: 'admin',
    reply: adminCourseSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: async ({ query, user, res }) => publishCourseWrite(res, await removeLesson(query.id, user)),
  },
});
