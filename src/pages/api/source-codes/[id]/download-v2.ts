import { downloadLinkSchema } from '@/lib/commerce/source-code-types';
import { defineRoute } from '@/server/http/handler';
import { issueDownloadLink } from '@/server/services/source-codes/download-source-code';
import { productIdQuerySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: '{ path_file, expires_at }: a link signed for the buyer, valid 10 minutes',
    auth: 'user',
    reply: downloadLinkSchema,
    errors: ['NOT_FOUND', 'PURCHASE_REQUIRED', 'DOWNLOAD_LIMIT_REACHED'],
    query: productIdQuerySchema,
    handle: ({ query, user }) => issueDownloadLink(user, query.id),
  },
});
