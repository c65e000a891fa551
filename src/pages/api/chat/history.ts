import { chatMessageSchema } from '@/lib/chat/chat-types';
import { historyQuerySchema } from '@/schemas/chat';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { requireChatCaller } from '@/server/services/chat/chat-caller';
import { getChatHistory } from '@/server/services/chat/get-chat-history';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "One page of a conversation, newest page first (the contact's own; admins any)",
    auth: 'optional',
    reply: pageOf(chatMessageSchema),
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
    query: historyQuerySchema,
    handle: async ({ query, user, req }) => {
      const history = await getChatHistory(query, await requireChatCaller(req, user));
      return paginated(history.messages, history.page, history.totalPage);
    },
  },
});
