import { adminChatItemSchema } from '@/lib/chat/chat-types';
import { chatSessionIdParamSchema, chatSessionUpdateBodySchema } from '@/schemas/admin-chat';
import { defineRoute } from '@/server/http/handler';
import { assignChat } from '@/server/services/admin/chat/assign-chat';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PATCH: {
    summary: 'Admins: who looks after a conversation (an admin, or nobody)',
    auth: 'admin',
    reply: adminChatItemSchema,
    errors: ['NOT_FOUND'],
    query: chatSessionIdParamSchema,
    body: chatSessionUpdateBodySchema,
    handle: ({ query, body, user }) => assignChat(query.id, body, user),
  },
});
