import { adminCourseSchema } from '@/lib/admin/admin-course-types';
import { idParamSchema, sectionBodySchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { addSection } from '@/server/services/admin/courses/curriculum-writes';
import { publishCourseWrite } from '@/server/services/admin/courses/publish-course-write';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Admins: adds a section at the end of a course; answers the course',
    auth: 'admin',
    reply: adminCourseSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: sectionBodySchema,
    status: 201,
    handle: async ({ query, body, user, res }) => publishCourseWrite(res, await addSection(query.id, body.title, user)),
  },
});
