import { defineRoute } from '@/server/http/handler';
import { downloadByLink } from '@/server/services/source-codes/download-source-code';
import { signedFileQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'The archive through a signed download link (no session needed)',
    auth: 'none',
    query: signedFileQuerySchema,
    handle: ({ query, req, res, log }) => downloadByLink(query, req, res, log),
  },
});
