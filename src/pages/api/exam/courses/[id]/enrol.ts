import { enrolmentReplySchema } from '@/lib/catalog/course-types';
import { defineRoute } from '@/server/http/handler';
import { enrolInCourse } from '@/server/services/catalog/enrol-in-course';
import { courseIdQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Enrol the caller in a free course (idempotent); paid courses: 403',
    auth: 'user',
    reply: enrolmentReplySchema,
    errors: ['NOT_FOUND', 'PURCHASE_REQUIRED'],
    query: courseIdQuerySchema,
    handle: ({ query, user }) => enrolInCourse(query.id, user),
  },
});
