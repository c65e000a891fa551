import { adminCourseListItemSchema, adminCourseSchema } from '@/lib/admin/admin-course-types';
import { adminCoursesQuerySchema, createCourseBodySchema } from '@/schemas/admin-courses';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAdminCourses } from '@/server/services/admin/courses/list-admin-courses';
import { publishCourseWrite } from '@/server/services/admin/courses/publish-course-write';
import { createCourse } from '@/server/services/admin/courses/save-course';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: every course (drafts and archived included), searched, filtered, sorted and paged',
    auth: 'admin',
    reply: pageOf(adminCourseListItemSchema),
    query: adminCoursesQuerySchema,
    handle: async ({ query }) => {
      const result = await listAdminCourses(query);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
  POST: {
    summary: 'Admins: creates a course (a draft unless `status` says otherwise)',
    auth: 'admin',
    reply: adminCourseSchema,
    errors: ['SLUG_TAKEN'],
    body: createCourseBodySchema,
    status: 201,
    handle: async ({ body, user, res }) => publishCourseWrite(res, await createCourse(body, user)),
  },
});
