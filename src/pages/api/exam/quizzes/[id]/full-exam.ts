import { fullExamSchema } from '@/lib/exam/quiz-types';
import { isCrossSiteRequest } from '@/server/http/fetch-site';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getFullExam } from '@/server/services/exam/get-full-exam';
import { fullExamQuerySchema } from '@/schemas/exam';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'The questions; strict starts or resumes the attempt',
    auth: 'user',
    reply: fullExamSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'PURCHASE_REQUIRED', 'MODE_NOT_OFFERED', 'ATTEMPTS_EXHAUSTED', 'QUIZ_TIME_UP'],
    query: fullExamQuerySchema,
    handle: ({ query, req, user }) =>
      getFullExam(query.id, query.mode, requestLocale(req, query.lang), user, {
        mayStartAttempt: !isCrossSiteRequest(req),
        resumeAttemptId: query.attempt,
      }),
  },
});
