import * as z from 'zod';
import { adminCourseSchema } from '@/lib/admin/admin-course-types';
import { idParamSchema, updateCourseBodySchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { revalidatePages } from '@/server/http/revalidate-pages';
import { coursePublicPaths } from '@/server/services/admin/courses/course-public-paths';
import { getAdminCourse } from '@/server/services/admin/courses/get-admin-course';
import { publishCourseWrite } from '@/server/services/admin/courses/publish-course-write';
import { deleteCourse, updateCourse } from '@/server/services/admin/courses/save-course';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: a course with its categories, sections, lessons and quizzes',
    auth: 'admin',
    reply: adminCourseSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: ({ query }) => getAdminCourse(query.id),
  },
  PATCH: {
    summary: 'Admins: changes a course; `status` publishes, unpublishes or archives it',
    auth: 'admin',
    reply: adminCourseSchema,
    errors: ['NOT_FOUND', 'SLUG_TAKEN'],
    query: idParamSchema,
    body: updateCourseBodySchema,
    handle: async ({ query, body, user, res }) => publishCourseWrite(res, await updateCourse(query.id, body, user)),
  },
  DELETE: {
    summary: 'Admins: deletes a course nobody has enrolled in or ordered (409 otherwise: archive it)',
    auth: 'admin',
    reply: z.object({ deleted: z.literal(true) }),
    errors: ['NOT_FOUND', 'COURSE_HAS_LEARNERS'],
    query: idParamSchema,
    handle: async ({ query, user, res }) => {
      const { slugs } = await deleteCourse(query.id, user);
      await revalidatePages(res, coursePublicPaths(...slugs));
      return { deleted: true as const };
    },
  },
});
