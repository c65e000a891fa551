import { adminNewMessagesReplySchema } from '@/lib/chat/chat-types';
import { defineRoute } from '@/server/http/handler';
import { listNewAdminMessages } from '@/server/services/chat/list-new-admin-messages';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "Admins: every unread contact message and the totals (the console's notifications)",
    auth: 'admin',
    reply: adminNewMessagesReplySchema,
    errors: ['RATE_LIMITED'],
    handle: ({ user }) => listNewAdminMessages(user),
  },
});
