import * as z from 'zod';
import { adminQuizSchema } from '@/lib/admin/admin-quiz-types';
import { quizSettingsSchema } from '@/lib/exam/authoring/quiz-settings';
import { idParamSchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { revalidatePages } from '@/server/http/revalidate-pages';
import { coursePublicPaths } from '@/server/services/admin/courses/course-public-paths';
import { getAdminQuiz } from '@/server/services/admin/quizzes/get-admin-quiz';
import { publishQuizWrite } from '@/server/services/admin/quizzes/publish-quiz-write';
import { deleteQuiz, updateQuizSettings } from '@/server/services/admin/quizzes/save-quiz';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: a quiz with its settings and questions (both languages)',
    auth: 'admin',
    reply: adminQuizSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: ({ query }) => getAdminQuiz(query.id),
  },
  PUT: {
    summary: 'Admins: the quiz’s settings (time limit, pass mark, attempts, modes, shuffling), all at once',
    auth: 'admin',
    reply: adminQuizSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: quizSettingsSchema,
    handle: async ({ query, body, user, res }) => publishQuizWrite(res, await updateQuizSettings(query.id, body, user)),
  },
  DELETE: {
    summary: 'Admins: deletes a quiz nobody has attempted (409 otherwise)',
    auth: 'admin',
    reply: z.object({ deleted: z.literal(true) }),
    errors: ['NOT_FOUND', 'QUIZ_HAS_ATTEMPTS'],
    query: idParamSchema,
    handle: async ({ query, user, res }) => {
      const { slugs } = await deleteQuiz(query.id, user);
      await revalidatePages(res, coursePublicPaths(...slugs));
      return { deleted: true as const };
    },
  },
});
