import { adminQuizSchema } from '@/lib/admin/admin-quiz-types';
import { questionDraftSchema } from '@/lib/exam/authoring/question-draft';
import { idParamSchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { publishQuizWrite } from '@/server/services/admin/quizzes/publish-quiz-write';
import { addQuestion } from '@/server/services/admin/quizzes/question-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Admins: adds a question of any of the six types at the end of the quiz; answers the quiz',
    auth: 'admin',
    reply: adminQuizSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: questionDraftSchema,
    status: 201,
    handle: async ({ query, body, user, res }) => publishQuizWrite(res, await addQuestion(query.id, body, user)),
  },
});
