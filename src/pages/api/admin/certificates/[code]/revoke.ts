import { adminCertificateSchema } from '@/lib/certificates/certificate-types';
import { defineRoute } from '@/server/http/handler';
import { revokeCertificate } from '@/server/services/certificates/revoke-certificate';
import { certificateCodeQuerySchema, revokeCertificateBodySchema } from '@/schemas/certificates';

export const config = { api: { bodyParser: false } };

// POST /api/admin/certificates/{code}/revoke – the certificate is no longer valid (audited).
export default defineRoute({
  POST: {
    summary: 'Admins: revokes a certificate; its page and PDF then say "revoked on …" with the reason',
    auth: 'admin',
    reply: adminCertificateSchema,
    errors: ['NOT_FOUND'],
    query: certificateCodeQuerySchema,
    body: revokeCertificateBodySchema,
    handle: ({ query, body, user }) => revokeCertificate(query.code, body, user),
  },
});
