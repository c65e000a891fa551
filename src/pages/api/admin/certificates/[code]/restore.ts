import { adminCertificateSchema } from '@/lib/certificates/certificate-types';
import { defineRoute } from '@/server/http/handler';
import { restoreCertificate } from '@/server/services/certificates/revoke-certificate';
import { certificateCodeQuerySchema } from '@/schemas/certificates';

export const config = { api: { bodyParser: false } };

// POST /api/admin/certificates/{code}/restore – a revoked certificate is valid again (audited).
export default defineRoute({
  POST: {
    summary: 'Admins: undoes a revocation; the certificate is valid again',
    auth: 'admin',
    reply: adminCertificateSchema,
    errors: ['NOT_FOUND'],
    query: certificateCodeQuerySchema,
    handle: ({ query, user }) => restoreCertificate(query.code, user),
  },
});
