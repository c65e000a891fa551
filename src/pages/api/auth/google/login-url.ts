import { googleLoginUrlSchema } from '@/lib/auth/account-types';
import * as z from 'zod';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { buildGoogleLoginUrl } from '@/server/services/auth/google/build-google-login-url';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'The Google authorization URL; sets the oauth_state cookie bound to it',
    auth: 'none',
    reply: googleLoginUrlSchema,
    query: z.object({ redirectUrl: z.string().max(2048).optional() }),
    handle: ({ query, req, res }) => {
      // The page's language, sent by the browser's API client as Accept-Language.
      const { loginUrl, cookie } = buildGoogleLoginUrl(query.redirectUrl, requestLocale(req));
      res.setHeader('Set-Cookie', cookie);
      return { login_url: loginUrl };
    },
  },
});
