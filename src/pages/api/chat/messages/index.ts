import { chatMessageSchema, chatPollReplySchema } from '@/lib/chat/chat-types';
import { pollQuerySchema, sendMessageBodySchema } from '@/schemas/chat';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { requireChatCaller } from '@/server/services/chat/chat-caller';
import { pollChatMessages } from '@/server/services/chat/poll-chat-messages';
import { sendChatMessage } from '@/server/services/chat/send-chat-message';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "The caller's messages after lastMessageId (the poll)",
    auth: 'optional',
    reply: chatPollReplySchema,
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
    query: pollQuerySchema,
    handle: async ({ query, user, req }) => pollChatMessages(query, await requireChatCaller(req, user)),
  },
  POST: {
    summary: "Write a message in the caller's conversation",
    auth: 'optional',
    reply: chatMessageSchema,
    errors: ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CHAT_SESSION_CLOSED', 'RATE_LIMITED'],
    body: sendMessageBodySchema,
    status: 201,
    handle: async ({ body, user, req }) =>
      sendChatMessage(body, await requireChatCaller(req, user), requestLocale(req)),
  },
});
