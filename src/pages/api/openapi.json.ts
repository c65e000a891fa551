import { defineRoute, ownReply } from '@/server/http/handler';
import { sendText } from '@/server/http/send-text';
import { openApiDocument } from '@/openapi/openapi-document';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'The OpenAPI 3.1 document of this API (the document itself, not in the envelope)',
    auth: 'none',
    reply: ownReply({ mediaType: 'application/json', description: 'This OpenAPI 3.1 document.' }),
    handle: async ({ res }) => sendText(res, 'application/json', JSON.stringify(await openApiDocument()), 300),
  },
});
