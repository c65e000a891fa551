import { defineRoute } from '@/server/http/handler';
import { submitQuiz } from '@/server/services/exam/submit-quiz';
import { submitBodySchema } from '@/schemas/exam';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Hand in an attempt; the server grades it and returns the history (data.id)',
    auth: 'user',
    body: submitBodySchema,
    status: 201,
    handle: ({ body, user }) => submitQuiz(body, user),
  },
});
