import { quizStatisticsSchema } from '@/lib/admin/admin-quiz-types';
import { idParamSchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { getQuizStatistics } from '@/server/services/admin/quizzes/get-quiz-statistics';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary:
      'Admins: per question the facility and discrimination indexes (low discrimination flagged), the score distribution and the pass rate',
    auth: 'admin',
    reply: quizStatisticsSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: ({ query }) => getQuizStatistics(query.id),
  },
});
