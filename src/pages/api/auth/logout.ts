import * as z from 'zod';
import { defineRoute } from '@/server/http/handler';
import { logOut } from '@/server/services/auth/log-out';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'End this session (its token gets 401 afterwards)',
    auth: 'user',
    reply: z.null(),
    handle: ({ user }) => logOut(user),
  },
});
