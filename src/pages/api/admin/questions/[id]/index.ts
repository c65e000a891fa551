import { adminQuizSchema } from '@/lib/admin/admin-quiz-types';
import { questionDraftSchema } from '@/lib/exam/authoring/question-draft';
import { idParamSchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { publishQuizWrite } from '@/server/services/admin/quizzes/publish-quiz-write';
import { editQuestion, removeQuestion } from '@/server/services/admin/quizzes/question-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PUT: {
    summary:
      'Admins: rewrites a question; one that attempts have answered is kept for them and replaced by a new version',
    auth: 'admin',
    reply: adminQuizSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: questionDraftSchema,
    handle: async ({ query, body, user, res }) => publishQuizWrite(res, await editQuestion(query.id, body, user)),
  },
  DELETE: {
    summary: 'Admins: takes a question out of its quiz (kept for the attempts that answered it); answers the quiz',
    auth: 'admin',
    reply: adminQuizSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: async ({ query, user, res }) => publishQuizWrite(res, await removeQuestion(query.id, user)),
  },
});
