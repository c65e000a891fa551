import { adminChatPresenceSchema } from '@/lib/chat/chat-tools-types';
import { adminChatPresenceBodySchema } from '@/schemas/admin-chat';
import { defineRoute } from '@/server/http/handler';
import { getAdminChatPresence, setAdminChatStatus } from '@/server/services/admin/chat/admin-chat-status';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "Admins: the caller's own chat status (online / away) and whether visitors see anyone online",
    auth: 'admin',
    reply: adminChatPresenceSchema,
    handle: ({ user }) => getAdminChatPresence(user),
  },
  PUT: {
    summary: "Admins: set one's own chat status; away makes visitors hear that no admin is online",
    auth: 'admin',
    reply: adminChatPresenceSchema,
    body: adminChatPresenceBodySchema,
    handle: ({ body, user }) => setAdminChatStatus(body.status, user),
  },
});
