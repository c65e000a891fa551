import { adminChatItemSchema } from '@/lib/chat/chat-types';
import { adminChatsQuerySchema } from '@/schemas/chat';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAdminChats } from '@/server/services/chat/list-admin-chats';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary:
      'Admins: conversations by status (active by default), most recent activity first; searched (q) and filtered by assignee',
    auth: 'admin',
    reply: pageOf(adminChatItemSchema),
    query: adminChatsQuerySchema,
    handle: async ({ query, user }) => {
      const result = await listAdminChats(query, user);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
});
