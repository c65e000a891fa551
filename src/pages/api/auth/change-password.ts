import { passwordChangedSchema } from '@/lib/auth/account-types';
import { changePasswordSchema } from '@/schemas/auth';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { changePassword } from '@/server/services/auth/change-password';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Replace the password (current one required); ends every other session',
    auth: 'user',
    reply: passwordChangedSchema,
    errors: ['RATE_LIMITED'],
    body: changePasswordSchema,
    handle: ({ user, body, req }) => changePassword(user, body, requestLocale(req)),
  },
});
