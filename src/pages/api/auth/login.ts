import { loginReplySchema } from '@/lib/auth/account-types';
import { loginSchema } from '@/schemas/auth';
import { clientIp } from '@/server/http/client-ip';
import { defineRoute } from '@/server/http/handler';
import { logIn } from '@/server/services/auth/log-in';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Sign in with email and password; returns { id, token, user }',
    auth: 'none',
    reply: loginReplySchema,
    errors: ['LOGIN_FAILED', 'ACCOUNT_DISABLED', 'RATE_LIMITED'],
    body: loginSchema,
    handle: ({ body, req }) => logIn(body, { ip: clientIp(req) }),
  },
});
