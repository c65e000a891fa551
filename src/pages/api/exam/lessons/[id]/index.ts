import { lessonPlayerSchema } from '@/lib/catalog/lesson-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getLessonPlayer } from '@/server/services/lessons/view-lesson';
import { lessonIdQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'The lesson player: lesson, course, curriculum with progress, neighbours',
    auth: 'optional',
    reply: lessonPlayerSchema,
    errors: ['UNAUTHORIZED', 'PURCHASE_REQUIRED', 'NOT_FOUND'],
    query: lessonIdQuerySchema,
    handle: ({ query, req, user }) => getLessonPlayer(query.id, requestLocale(req, query.lang), user),
  },
});
