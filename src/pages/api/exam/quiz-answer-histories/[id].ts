import { answerHistoryDetailSchema } from '@/lib/exam/quiz-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getAnswerHistory } from '@/server/services/exam/get-answer-history';
import { historyIdQuerySchema } from '@/schemas/exam';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'One closed attempt of the caller, with the answers for review',
    auth: 'user',
    reply: answerHistoryDetailSchema,
    errors: ['NOT_FOUND'],
    query: historyIdQuerySchema,
    handle: ({ query, req, user }) => getAnswerHistory(query.id, requestLocale(req, query.lang), user),
  },
});
