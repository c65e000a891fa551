import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { useEventStream } from '@/hooks/use-event-stream';
import { apiStreamUrl, bearerHeader } from '@/lib/api/stream-request';
import {
  CHAT_STREAM_CHANGE_EVENT,
  CHAT_STREAM_READY_EVENT,
  CHAT_STREAM_RESYNC_EVENT,
  parseChatChange,
} from '@/lib/chat/chat-push';

/** A conversation changed; null: any may have (the stream opened again, or missed changes). */
type ChangeListener = (sessionId: string | null) => void;

interface AdminChatPush {
  live: boolean;
  subscribe(listener: ChangeListener): () => void;
}

const AdminChatPushContext = createContext<AdminChatPush | null>(null);

/**
 * The console's one push stream (GET /api/admin/chat/stream): every conversation's changes,
 * handed to the parts of the console that poll (the feed, the list, the open conversation),
 * which then poll at once rather than at their next turn.
 */
export function AdminChatPushProvider({ children }: { children: ReactNode }) {
  const listeners = useRef(new Set<ChangeListener>());
  const live = useEventStream(apiStreamUrl('/api/admin/chat/stream'), bearerHeader(), {
    readyEvent: CHAT_STREAM_READY_EVENT,
    onEvent: (event) => {
      let sessionId: string | null;
      if (event.event === CHAT_STREAM_CHANGE_EVENT) {
        const change = parseChatChange(event.data);
        if (!change) return;
        sessionId = change.sessionId;
      } else if (event.event === CHAT_STREAM_READY_EVENT || event.event === CHAT_STREAM_RESYNC_EVENT) {
        sessionId = null;
      } else {
        return;
      }
      for (const listener of listeners.current) listener(sessionId);
    },
  });
  const subscribe = useCallback((listener: ChangeListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const value = useMemo(() => ({ live, subscribe }), [live, subscribe]);
  return <AdminChatPushContext.Provider value={value}>{children}</AdminChatPushContext.Provider>;
}

/** Calls `onChange` for each change the console's stream reports (nothing outside the provider). */
export function useAdminChatChanges(onChange: ChangeListener): void {
  const subscribe = useContext(AdminChatPushContext)?.subscribe;
  const handle = useEffectEvent(onChange);
  useEffect(() => subscribe?.((sessionId) => handle(sessionId)), [subscribe]);
}
