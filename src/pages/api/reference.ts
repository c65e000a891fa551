import { defineRoute, ownReply } from '@/server/http/handler';
import { sendText } from '@/server/http/send-text';
import { openApiDocument } from '@/openapi/openapi-document';
import { renderReference } from '@/server/openapi/render-reference';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'The API reference as a readable HTML page (from the OpenAPI document)',
    auth: 'none',
    reply: ownReply({ mediaType: 'text/html', description: 'The API reference page.' }),
    handle: async ({ res }) => sendText(res, 'text/html', renderReference(await openApiDocument()), 300),
  },
});
