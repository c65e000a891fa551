import { lessonProgressReplySchema } from '@/lib/catalog/lesson-types';
import { defineRoute } from '@/server/http/handler';
import { saveLessonProgress } from '@/server/services/lessons/save-lesson-progress';
import { lessonIdQuerySchema, lessonProgressBodySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PUT: {
    summary: "Save the caller's position in a lesson they may watch",
    auth: 'user',
    reply: lessonProgressReplySchema,
    errors: ['PURCHASE_REQUIRED', 'NOT_FOUND'],
    query: lessonIdQuerySchema,
    body: lessonProgressBodySchema,
    handle: ({ query, body, user }) => saveLessonProgress(query.id, body, user),
  },
});
