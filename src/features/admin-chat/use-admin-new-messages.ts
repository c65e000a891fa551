import { useRef, useState } from 'react';
import { CHAT_POLL_MIN_GAP_MS, CHAT_POLL_OPEN_MS } from '@/lib/chat/chat-limits';
import type { AdminNewMessage } from '@/lib/chat/chat-types';
import { fetchNewAdminMessages } from './admin-chat-api';
import { retryDelayOf } from './retry-after';
import { usePolling } from '@/hooks/use-polling';
import { useAdminChatChanges } from './admin-chat-push';

/** A hidden console still notices new messages (title and sound), a little less eagerly. */
const HIDDEN_POLL_MS = 10_000;

/**
 * The admins' feed of unread contact messages (GET /api/chat/admin/messages/new), polled
 * every 5 s. `onArrival` gets the messages not seen in an earlier poll — none on the first,
 * so opening the console does not ring for what was already waiting.
 */
export function useAdminNewMessages(onArrival: (messages: AdminNewMessage[]) => void): { unreadCount: number } {
  const [unreadCount, setUnreadCount] = useState(0);
  const seen = useRef<Set<number> | null>(null);

  const { wake } = usePolling(
    async () => {
      try {
        const feed = await fetchNewAdminMessages();
        setUnreadCount(feed.unreadCount);
        const fresh = seen.current ? feed.messages.filter((message) => !seen.current!.has(message.id)) : [];
        seen.current = new Set([...(seen.current ?? []), ...feed.messages.map((message) => message.id)]);
        if (fresh.length > 0) onArrival(fresh);
      } catch (error) {
        return retryDelayOf(error);
      }
    },
    { intervalMs: CHAT_POLL_OPEN_MS, hiddenIntervalMs: HIDDEN_POLL_MS, key: 'feed', minGapMs: CHAT_POLL_MIN_GAP_MS },
  );
  useAdminChatChanges(wake);

  return { unreadCount };
}
