import { defineRoute, ownReply } from '@/server/http/handler';
import { serveLessonVideo } from '@/server/services/lessons/serve-lesson-media';
import { lessonVideoQuerySchema } from '@/schemas/catalog';

// A video is far past Next's 4 MB "API responses are meant to be small" warning: by design.
export const config = { api: { bodyParser: false, responseLimit: false } };

// GET /api/exam/lessons/{id}/video – the lesson's video, to a viewer who may watch it, with ranges
export default defineRoute({
  GET: {
    summary: 'The lesson video, streamed with byte ranges to a viewer who may watch the lesson',
    auth: 'optional',
    reply: ownReply({
      mediaType: 'video/*',
      description:
        'The whole video (MP4 or WebM), with Accept-Ranges, a strong ETag (the sha256 of the bytes) and ' +
        'Cache-Control: private. One Range gives a 206; several, or one that does not parse, the whole file.',
      otherStatuses: {
        206: {
          description: 'The byte range asked for (Range: bytes=a-b, a-, -n), with Content-Range.',
          withBody: true,
        },
        302: {
          description: 'On S3 storage: to a presigned address of the video, valid 5 minutes, which answers the ranges.',
        },
        304: { description: 'If-None-Match names the current ETag: the copy held is current.' },
      },
    }),
    errors: ['PURCHASE_REQUIRED', 'NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
    query: lessonVideoQuerySchema,
    handle: ({ query, req, res, log, user }) => serveLessonVideo(query.id, { req, res, log, viewer: user }),
  },
});
