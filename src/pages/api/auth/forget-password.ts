import { mailSentSchema } from '@/lib/api/reply-field-types';
import { forgetPasswordSchema } from '@/schemas/auth';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { requestPasswordReset } from '@/server/services/auth/request-password-reset';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Mail a password reset link (same reply whether the email has an account or not)',
    auth: 'none',
    reply: mailSentSchema,
    errors: ['RATE_LIMITED'],
    body: forgetPasswordSchema,
    handle: ({ body, req, log }) => requestPasswordReset(body.email, { locale: requestLocale(req), log }),
  },
});
