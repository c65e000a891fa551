import * as z from 'zod';
import { mailSentSchema } from '@/lib/api/reply-field-types';
import { emailVerifiedSchema } from '@/lib/auth/account-types';
import { requestVerifyMailSchema } from '@/schemas/auth';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { requestVerificationMail } from '@/server/services/auth/request-verification-mail';
import { verifyEmail } from '@/server/services/auth/verify-email';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: '{email}: mail a new verification link; {token}: verify the email',
    auth: 'none',
    reply: z.union([mailSentSchema, emailVerifiedSchema]),
    errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'RATE_LIMITED'],
    body: requestVerifyMailSchema,
    handle: ({ body, req, log }) =>
      body.token !== undefined
        ? verifyEmail(body.token)
        : requestVerificationMail(body.email!, { locale: requestLocale(req), log }),
  },
});
