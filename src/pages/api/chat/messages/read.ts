import { chatReadReplySchema } from '@/lib/chat/chat-types';
import { readBodySchema } from '@/schemas/chat';
import { defineRoute } from '@/server/http/handler';
import { requireChatCaller } from '@/server/services/chat/chat-caller';
import { markChatRead } from '@/server/services/chat/mark-chat-read';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PUT: {
    summary: 'The contact has read their conversation up to lastMessageId (or all of it)',
    auth: 'optional',
    reply: chatReadReplySchema,
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
    body: readBodySchema,
    handle: async ({ body, user, req }) => markChatRead(body, await requireChatCaller(req, user)),
  },
});
