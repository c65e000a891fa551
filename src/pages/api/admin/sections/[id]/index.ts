import { adminCourseSchema } from '@/lib/admin/admin-course-types';
import { idParamSchema, sectionBodySchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { removeSection, renameSection } from '@/server/services/admin/courses/curriculum-writes';
import { publishCourseWrite } from '@/server/services/admin/courses/publish-course-write';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PATCH: {
    summary: 'Admins: renames a section; answers its course',
    auth: 'admin',
    reply: adminCourseSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: sectionBodySchema,
    handle: async ({ query, body, user, res }) =>
      publishCourseWrite(res, await renameSection(query.id, body.title, user)),
  },
  DELETE: {
    summary: 'Admins: removes a section and its lessons; answers its course',
    auth: 'admin',
    reply: adminCourseSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: async ({ query, user, res }) => publishCourseWrite(res, await removeSection(query.id, user)),
  },
});
