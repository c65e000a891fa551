import { answerHistorySummarySchema } from '@/lib/exam/quiz-types';
import { defineRoute } from '@/server/http/handler';
import { submitQuiz } from '@/server/services/exam/submit-quiz';
import { submitBodySchema } from '@/schemas/exam';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Hand in an attempt; the server grades it and returns the history (data.id)',
    auth: 'user',
    reply: answerHistorySummarySchema,
    errors: ['NOT_FOUND', 'PURCHASE_REQUIRED', 'QUIZ_TIME_UP'],
    body: submitBodySchema,
    status: 201,
    handle: ({ body, user }) => submitQuiz(body, user),
  },
});
