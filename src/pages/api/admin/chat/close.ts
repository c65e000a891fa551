import { closedChatSchema } from '@/lib/chat/chat-types';
import { sessionBodySchema } from '@/schemas/chat';
import { defineRoute } from '@/server/http/handler';
import { closeChat } from '@/server/services/chat/close-chat';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: "Admins: close a conversation; its contact's next start opens a new one",
    auth: 'admin',
    reply: closedChatSchema,
    errors: ['NOT_FOUND'],
    body: sessionBodySchema,
    handle: ({ body, user }) => closeChat(body.sessionId, user),
  },
});
