import { useEffect } from 'react';
import { CHAT_HEARTBEAT_MS } from '@/lib/chat/chat-limits';
import { useDocumentHidden } from '@/hooks/use-document-hidden';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { reportPresence } from './chat-message-thunks';

/**
 * The contact's presence for the admins' online dot (PUT /api/chat/status): online while
 * the page is visible, repeated every CHAT_HEARTBEAT_MS; offline when the tab is hidden or
 * the page is left (sent with keepalive so it survives the unload).
 */
export function useChatPresence(): void {
  const dispatch = useAppDispatch();
  const sessionId = useAppSelector((state) => state.chat.session?.chatSessionId);
  const active = useAppSelector((state) => state.chat.session?.status === 'active');
  const hidden = useDocumentHidden();

  useEffect(() => {
    if (!sessionId || !active) return;
    if (hidden) {
      void dispatch(reportPresence('offline', { keepalive: true }));
      return;
    }
    void dispatch(reportPresence('online'));
    const beat = setInterval(() => void dispatch(reportPresence('online')), CHAT_HEARTBEAT_MS);
    const leave = () => void dispatch(reportPresence('offline', { keepalive: true }));
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(beat);
      window.removeEventListener('pagehide', leave);
    };
  }, [dispatch, sessionId, active, hidden]);
}
