import { defineRoute, ownReply } from '@/server/http/handler';
import { downloadByLink } from '@/server/services/source-codes/download-source-code';
import { signedFileQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'The archive through a signed download link (no session needed)',
    auth: 'none',
    reply: ownReply({ mediaType: 'application/zip', description: 'The archive, as an attachment.' }),
    errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'PURCHASE_REQUIRED', 'NOT_FOUND'],
    query: signedFileQuerySchema,
    handle: ({ query, req, res, log }) => downloadByLink(query, req, res, log),
  },
});
