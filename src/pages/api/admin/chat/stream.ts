import { defineRoute, ownReply } from '@/server/http/handler';
import { openAdminChatStream } from '@/server/services/chat/open-chat-stream';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "Admins: every conversation's changes, pushed (Server-Sent Events); each is a cue to poll",
    auth: 'admin',
    reply: ownReply({
      mediaType: 'text/event-stream',
      description:
        'Server-Sent Events until the reader leaves: `ready` once subscribed, `chat` with {sessionId, messageId} for every change of any conversation, `resync` when changes may have been missed, and a comment every 25 s.',
    }),
    errors: ['SERVICE_UNAVAILABLE'],
    handle: ({ req, res, log }) => openAdminChatStream({ req, res, log }),
  },
});
