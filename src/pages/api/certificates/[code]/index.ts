import { certificateSchema } from '@/lib/certificates/certificate-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getCertificate } from '@/server/services/certificates/certificate-dto';
import { certificateCodeQuerySchema } from '@/schemas/certificates';

export const config = { api: { bodyParser: false } };

// GET /api/certificates/{code} – what a certificate states, for anyone with its code.
export default defineRoute({
  GET: {
    summary: 'A certificate of completion by its code: learner, course, date, score, valid or revoked',
    auth: 'none',
    reply: certificateSchema,
    errors: ['NOT_FOUND'],
    query: certificateCodeQuerySchema,
    handle: ({ query, req, res }) => {
      res.setHeader('X-Robots-Tag', 'noindex');
      return getCertificate(query.code, requestLocale(req, query.lang));
    },
  },
});
