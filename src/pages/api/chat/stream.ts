import { streamQuerySchema } from '@/schemas/chat';
import { defineRoute, ownReply } from '@/server/http/handler';
import { requireChatCaller } from '@/server/services/chat/chat-caller';
import { openChatStream } from '@/server/services/chat/open-chat-stream';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "The caller's conversation's changes, pushed (Server-Sent Events); each is a cue to poll",
    auth: 'optional',
    reply: ownReply({
      mediaType: 'text/event-stream',
      description:
        'Server-Sent Events until the reader leaves: `ready` once subscribed, `chat` with {sessionId, messageId} when the conversation changes, `resync` when changes may have been missed, and a comment every 25 s.',
    }),
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    query: streamQuerySchema,
    handle: async ({ query, user, req, res, log }) =>
      openChatStream(query.sessionId, await requireChatCaller(req, user), { req, res, log }),
  },
});
