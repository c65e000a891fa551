import { saveAnswersReplySchema } from '@/lib/exam/quiz-types';
import { defineRoute } from '@/server/http/handler';
import { saveAttemptAnswers } from '@/server/services/exam/save-attempt-answers';
import { attemptIdQuerySchema, saveAnswersBodySchema } from '@/schemas/exam';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PUT: {
    summary: 'Save the changed answers and flags of an open strict attempt',
    auth: 'user',
    reply: saveAnswersReplySchema,
    errors: ['NOT_FOUND', 'QUIZ_TIME_UP', 'ATTEMPT_CLOSED'],
    query: attemptIdQuerySchema,
    body: saveAnswersBodySchema,
    handle: ({ query, body, user }) => saveAttemptAnswers(query.id, body, user),
  },
});
