import * as z from 'zod';
import { defineRoute, ownReply } from '@/server/http/handler';
import { servePublicImage } from '@/server/services/uploads/serve-public-image';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'An uploaded image (a course thumbnail), public and cached for good',
    auth: 'none',
    reply: ownReply({
      mediaType: 'image/*',
      description: 'The image as uploaded, with its sha256 as a strong ETag; Cache-Control: public, immutable.',
      otherStatuses: { 304: { description: 'If-None-Match names the current ETag.' } },
    }),
    errors: ['NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
    query: z.object({ id: z.uuid() }),
    handle: ({ query, req, res, log }) => servePublicImage(query.id, req, res, log),
  },
});
