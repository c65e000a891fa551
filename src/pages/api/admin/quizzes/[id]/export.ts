import { idParamSchema } from '@/schemas/admin-courses';
import { defineRoute, ownReply } from '@/server/http/handler';
import { exportQuestions } from '@/server/services/admin/quizzes/export-questions';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: the quiz’s questions as the import’s CSV (docs/question-import.md), as an attachment',
    auth: 'admin',
    reply: ownReply({ mediaType: 'text/csv', description: 'The questions, one row each, UTF-8 with a BOM.' }),
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: async ({ query, res }) => {
      const { csv, fileName } = await exportQuestions(query.id);
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(csv);
    },
  },
});
