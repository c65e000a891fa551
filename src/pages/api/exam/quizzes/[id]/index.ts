import { quizDetailSchema } from '@/lib/exam/quiz-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getQuizDetail } from '@/server/services/exam/get-quiz-detail';
import { quizIdQuerySchema } from '@/schemas/exam';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "A quiz's facts (time limit, pass mark, attempts) and the viewer's standing",
    auth: 'optional',
    reply: quizDetailSchema,
    errors: ['NOT_FOUND'],
    query: quizIdQuerySchema,
    handle: ({ query, req, user }) => getQuizDetail(query.id, requestLocale(req, query.lang), user),
  },
});
