import { useState } from 'react';
import { useStore } from 'react-redux';
import { useEventStream } from '@/hooks/use-event-stream';
import { apiStreamUrl, bearerHeader } from '@/lib/api/stream-request';
import {
  CHAT_STREAM_CHANGE_EVENT,
  CHAT_STREAM_READY_EVENT,
  CHAT_STREAM_RESYNC_EVENT,
  parseChatChange,
} from '@/lib/chat/chat-push';
import { useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/store';
import { chatIdentityOf, credentialOf } from './chat-identity';

export interface ChatPush {
  /** The stream is live: the widget can poll less often. */
  live: boolean;
  /**
   * Counts the times there may be something to fetch: a change past the newest message the
   * widget holds, and every (re)connection, which may have followed missed changes.
   */
  news: number;
}

/** The widget's push stream of its active conversation (GET /api/chat/stream). */
export function useChatPush(): ChatPush {
  const [news, setNews] = useState(0);
  const onNews = () => setNews((count) => count + 1);
  const store = useStore<RootState>();
  const sessionId = useAppSelector((state) =>
    state.chat.session?.status === 'active' ? state.chat.session.chatSessionId : null,
  );
  // Read at each render: useEventStream opens the stream again only when they change (a
  // new conversation's token, a sign-in).
  const headers = streamHeaders(store.getState());

  const live = useEventStream(sessionId ? apiStreamUrl(`/api/chat/stream?sessionId=${sessionId}`) : null, headers, {
    readyEvent: CHAT_STREAM_READY_EVENT,
    onEvent: (event) => {
      if (event.event === CHAT_STREAM_READY_EVENT || event.event === CHAT_STREAM_RESYNC_EVENT) {
        onNews();
      } else if (event.event === CHAT_STREAM_CHANGE_EVENT) {
        const change = parseChatChange(event.data);
        if (change && change.messageId > store.getState().chat.receivedUpTo) onNews();
      }
    },
  });
  return { live, news };
}

/** The chat token of a visitor, else the signed-in user's bearer. */
function streamHeaders(state: RootState): Record<string, string> {
  const chatToken = credentialOf(chatIdentityOf(state));
  return chatToken ? { 'X-Chat-Token': chatToken } : bearerHeader();
}
