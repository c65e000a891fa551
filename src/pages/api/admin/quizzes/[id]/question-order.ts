import { adminQuizSchema } from '@/lib/admin/admin-quiz-types';
import { idParamSchema } from '@/schemas/admin-courses';
import { questionOrderBodySchema } from '@/schemas/admin-quizzes';
import { defineRoute } from '@/server/http/handler';
import { publishQuizWrite } from '@/server/services/admin/quizzes/publish-quiz-write';
import { reorderQuestions } from '@/server/services/admin/quizzes/question-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PUT: {
    summary: 'Admins: the new order of the quiz’s questions (every one of them, once)',
    auth: 'admin',
    reply: adminQuizSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: questionOrderBodySchema,
    handle: async ({ query, body, user, res }) =>
      publishQuizWrite(res, await reorderQuestions(query.id, body.question_ids, user)),
  },
});
