import { adminQuizSchema } from '@/lib/admin/admin-quiz-types';
import { idParamSchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { publishQuizWrite } from '@/server/services/admin/quizzes/publish-quiz-write';
import { duplicateQuestion } from '@/server/services/admin/quizzes/question-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Admins: copies a question right after itself; answers the quiz',
    auth: 'admin',
    reply: adminQuizSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    status: 201,
    handle: async ({ query, user, res }) => publishQuizWrite(res, await duplicateQuestion(query.id, user)),
  },
});
