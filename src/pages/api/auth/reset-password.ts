import { passwordResetSchema } from '@/lib/auth/account-types';
import { resetPasswordSchema } from '@/schemas/auth';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { resetPassword } from '@/server/services/auth/reset-password';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Set a new password from a reset link; ends every session',
    auth: 'none',
    reply: passwordResetSchema,
    errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'],
    body: resetPasswordSchema,
    handle: ({ body, req }) => resetPassword(body, requestLocale(req)),
  },
});
