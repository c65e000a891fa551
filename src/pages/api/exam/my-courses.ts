import * as z from 'zod';
import { myCourseSchema } from '@/lib/catalog/course-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { listMyCourses } from '@/server/services/catalog/list-my-courses';
import { langQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "The signed-in user's enrolled courses, most recent first",
    auth: 'user',
    reply: z.array(myCourseSchema),
    query: langQuerySchema,
    handle: ({ query, req, user }) => listMyCourses(user.id, requestLocale(req, query.lang)),
  },
});
