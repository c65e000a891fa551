import { closedChatSchema } from '@/lib/chat/chat-types';
import { closeBodySchema } from '@/schemas/chat';
import { defineRoute } from '@/server/http/handler';
import { closeChat } from '@/server/services/chat/close-chat';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary:
      'Admins: close a conversation, optionally mailing its transcript to the contact; their next start opens a new one',
    auth: 'admin',
    reply: closedChatSchema,
    errors: ['NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    body: closeBodySchema,
    handle: ({ body, user, log }) => closeChat(body, user, log),
  },
});
