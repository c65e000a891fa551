import { defineRoute, ownReply } from '@/server/http/handler';
import { sendText } from '@/server/http/send-text';
import { openApiDocument, openApiDocumentSchema } from '@/openapi/openapi-document';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'The OpenAPI 3.1 document of this API (the document itself, not in the envelope)',
    auth: 'none',
    reply: ownReply({ mediaType: 'application/json', schema: openApiDocumentSchema, description: 'This document.' }),
    handle: async ({ res }) => sendText(res, 'application/json', JSON.stringify(await openApiDocument()), 300),
  },
});
