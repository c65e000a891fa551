import { chatInitializeReplySchema } from '@/lib/chat/chat-types';
import { initializeBodySchema } from '@/schemas/chat';
import { clientIp } from '@/server/http/client-ip';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { chatCallerOf } from '@/server/services/chat/chat-caller';
import { initializeChat } from '@/server/services/chat/initialize-chat';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: "Start or resume the caller's conversation; visitors register with name and phone",
    auth: 'optional',
    reply: chatInitializeReplySchema,
    errors: ['FORBIDDEN', 'RATE_LIMITED'],
    body: initializeBodySchema,
    handle: async ({ body, user, req }) =>
      initializeChat(body, {
        caller: await chatCallerOf(req, user),
        locale: requestLocale(req),
        clientIp: clientIp(req),
      }),
  },
});
