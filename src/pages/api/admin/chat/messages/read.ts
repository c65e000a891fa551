import { chatReadReplySchema } from '@/lib/chat/chat-types';
import { readBodySchema } from '@/schemas/chat';
import { defineRoute } from '@/server/http/handler';
import { markAdminChatRead } from '@/server/services/chat/mark-admin-chat-read';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PUT: {
    summary: 'Admins: mark a conversation read up to lastMessageId (or all of it)',
    auth: 'admin',
    reply: chatReadReplySchema,
    errors: ['NOT_FOUND'],
    body: readBodySchema,
    handle: ({ body }) => markAdminChatRead(body),
  },
});
