import { answerHistorySummarySchema } from '@/lib/exam/quiz-types';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listMyAnswerHistories } from '@/server/services/exam/list-my-answer-histories';
import { answerHistoriesQuerySchema } from '@/schemas/exam';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "The caller's closed attempts at the quiz, newest first",
    auth: 'user',
    reply: pageOf(answerHistorySummarySchema),
    errors: ['NOT_FOUND'],
    query: answerHistoriesQuerySchema,
    handle: async ({ query, user }) => {
      const result = await listMyAnswerHistories(query.id, user, { page: query.page, pageSize: query.page_size });
      return paginated(result.histories, result.page, result.totalPage);
    },
  },
});
