import { chatMessageSchema } from '@/lib/chat/chat-types';
import { adminSendBodySchema } from '@/schemas/chat';
import { defineRoute } from '@/server/http/handler';
import { sendAdminReply } from '@/server/services/chat/send-admin-reply';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Admins: reply in an active conversation',
    auth: 'admin',
    reply: chatMessageSchema,
    errors: ['CHAT_SESSION_CLOSED', 'NOT_FOUND'],
    body: adminSendBodySchema,
    status: 201,
    handle: ({ body, user }) => sendAdminReply(body, user),
  },
});
