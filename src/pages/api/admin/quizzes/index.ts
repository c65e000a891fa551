import { adminQuizListItemSchema, adminQuizSchema } from '@/lib/admin/admin-quiz-types';
import { adminQuizzesQuerySchema, createQuizBodySchema } from '@/schemas/admin-quizzes';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAdminQuizzes } from '@/server/services/admin/quizzes/get-admin-quiz';
import { publishQuizWrite } from '@/server/services/admin/quizzes/publish-quiz-write';
import { createQuiz } from '@/server/services/admin/quizzes/save-quiz';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: every quiz with its course and group, searched and paged',
    auth: 'admin',
    reply: pageOf(adminQuizListItemSchema),
    query: adminQuizzesQuerySchema,
    handle: async ({ query }) => {
      const result = await listAdminQuizzes(query);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
  POST: {
    summary: 'Admins: creates a quiz in a course (its group found by English name, or made)',
    auth: 'admin',
    reply: adminQuizSchema,
    body: createQuizBodySchema,
    status: 201,
    handle: async ({ body, user, res }) => publishQuizWrite(res, await createQuiz(body, user)),
  },
});
