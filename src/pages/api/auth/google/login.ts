import { googleLoginReplySchema } from '@/lib/auth/account-types';
import { googleLoginSchema } from '@/schemas/auth';
import { readCookies } from '@/lib/auth/session-cookies';
import { defineRoute } from '@/server/http/handler';
import { clearedStateCookie, OAUTH_STATE_COOKIE } from '@/server/services/auth/google/oauth-state-cookie';
import { logInWithGoogle } from '@/server/services/auth/google/log-in-with-google';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Finish Google sign-in with {code, state}; same reply as login, plus redirect_url',
    auth: 'none',
    reply: googleLoginReplySchema,
    errors: ['LOGIN_FAILED', 'ACCOUNT_DISABLED'],
    body: googleLoginSchema,
    handle: ({ body, req, res, log }) => {
      // A state is good for one attempt, successful or not.
      res.setHeader('Set-Cookie', clearedStateCookie());
      return logInWithGoogle(body, { stateCookie: readCookies(req.headers.cookie)[OAUTH_STATE_COOKIE], log });
    },
  },
});
