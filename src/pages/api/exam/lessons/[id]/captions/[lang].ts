import { defineRoute, ownReply } from '@/server/http/handler';
import { serveLessonCaptions } from '@/server/services/lessons/serve-lesson-media';
import { lessonCaptionsQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

// GET /api/exam/lessons/{id}/captions/{lang} – the lesson video's WebVTT captions in one language
export default defineRoute({
  GET: {
    summary: "The lesson video's WebVTT captions in one language, to a viewer who may watch the lesson",
    auth: 'optional',
    reply: ownReply({
      mediaType: 'text/vtt',
      description: 'The captions file, with Accept-Ranges, a strong ETag and Cache-Control: private.',
      otherStatuses: {
        206: { description: 'The byte range asked for, with Content-Range.', withBody: true },
        304: { description: 'If-None-Match names the current ETag: the copy held is current.' },
      },
    }),
    errors: ['PURCHASE_REQUIRED', 'NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
    query: lessonCaptionsQuerySchema,
    handle: ({ query, req, res, log, user }) =>
      serveLessonCaptions(query.id, query.lang, { req, res, log, viewer: user }),
  },
});
