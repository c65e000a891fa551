// POST /api/auth/logout – end this session (its token gets 401 afterwards).
import { defineRoute } from '@/server/http/handler';
import { logOut } from '@/server/services/auth/log-out';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: { auth: 'user', handle: ({ user }) => logOut(user) },
});
