import { defineRoute, ownReply } from '@/server/http/handler';
import { downloadForBuyer } from '@/server/services/source-codes/download-source-code';
import { productIdQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'The archive, streamed as an attachment, for a signed-in buyer',
    auth: 'user',
    reply: ownReply({ mediaType: 'application/zip', description: 'The archive, as an attachment.' }),
    errors: ['NOT_FOUND', 'PURCHASE_REQUIRED', 'DOWNLOAD_LIMIT_REACHED'],
    query: productIdQuerySchema,
    handle: ({ query, user, req, res, log }) => downloadForBuyer(user, query.id, req, res, log),
  },
});
