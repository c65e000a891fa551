import { userSchema } from '@/lib/auth/account-types';
import { registerSchema } from '@/schemas/auth';
import { clientIp } from '@/server/http/client-ip';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { registerUser } from '@/server/services/auth/register-user';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Create an account and mail its verification link',
    auth: 'none',
    reply: userSchema,
    errors: ['REGISTER_FAILED', 'RATE_LIMITED'],
    body: registerSchema,
    status: 201,
    handle: ({ body, req, log }) => registerUser(body, { ip: clientIp(req), locale: requestLocale(req), log }),
  },
});
