import { chatStatusReplySchema } from '@/lib/chat/chat-types';
import { statusBodySchema } from '@/schemas/chat';
import { defineRoute } from '@/server/http/handler';
import { requireChatCaller } from '@/server/services/chat/chat-caller';
import { setChatStatus } from '@/server/services/chat/set-chat-status';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PUT: {
    summary: "The contact's presence heartbeat: online while the page is visible, offline when left",
    auth: 'optional',
    reply: chatStatusReplySchema,
    errors: ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND'],
    body: statusBodySchema,
    handle: async ({ body, user, req }) => setChatStatus(body, await requireChatCaller(req, user)),
  },
});
