import * as z from 'zod';
import { defineRoute } from '@/server/http/handler';
import { buildGoogleLoginUrl } from '@/server/services/auth/google/build-google-login-url';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'The Google authorization URL; sets the oauth_state cookie bound to it',
    auth: 'none',
    query: z.object({ redirectUrl: z.string().max(2048).optional() }),
    handle: ({ query, res }) => {
      const { loginUrl, cookie } = buildGoogleLoginUrl(query.redirectUrl);
      res.setHeader('Set-Cookie', cookie);
      return { login_url: loginUrl };
    },
  },
});
