import { importReportSchema } from '@/lib/admin/admin-quiz-types';
import { idParamSchema } from '@/schemas/admin-courses';
import { importBodySchema } from '@/schemas/admin-quizzes';
import { defineRoute } from '@/server/http/handler';
import { revalidatePages } from '@/server/http/revalidate-pages';
import { coursePublicPaths } from '@/server/services/admin/courses/course-public-paths';
import { importQuestions } from '@/server/services/admin/quizzes/import-questions';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary:
      'Admins: imports questions from GIFT, Aiken or CSV text (docs/question-import.md); dry_run reports without writing, and a real import writes all or nothing',
    auth: 'admin',
    reply: importReportSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: importBodySchema,
    handle: async ({ query, body, user, res }) => {
      const { report, slugs } = await importQuestions(query.id, body, user);
      if (slugs.length > 0) await revalidatePages(res, coursePublicPaths(...slugs));
      return report;
    },
  },
});
