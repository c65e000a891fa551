import { defineRoute, ownReply } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { sendCertificatePdf } from '@/server/services/certificates/send-certificate-pdf';
import { certificateCodeQuerySchema } from '@/schemas/certificates';

export const config = { api: { bodyParser: false } };

// GET /api/certificates/{code}/pdf – the certificate as a one-page A4 PDF, as an attachment.
export default defineRoute({
  GET: {
    summary: "The certificate's PDF (A4 landscape, one page, with the verification URL and its QR code)",
    auth: 'none',
    reply: ownReply({ mediaType: 'application/pdf', description: 'The certificate, as an attachment.' }),
    errors: ['NOT_FOUND'],
    query: certificateCodeQuerySchema,
    handle: ({ query, req, res }) => sendCertificatePdf(query.code, requestLocale(req, query.lang), res),
  },
});
