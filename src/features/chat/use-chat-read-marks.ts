import { useEffect, useRef } from 'react';
import { useDocumentHidden } from '@/hooks/use-document-hidden';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { reportRead } from './chat-message-thunks';

/**
 * While the panel is open in a visible tab, the team's messages on screen are read: the
 * server is told (once per new message), so a reload does not raise the badge again.
 */
export function useChatReadMarks(): void {
  const dispatch = useAppDispatch();
  const sessionId = useAppSelector((state) => state.chat.session?.chatSessionId);
  const isOpen = useAppSelector((state) => state.chat.isOpen);
  const messages = useAppSelector((state) => state.chat.messages);
  const hidden = useDocumentHidden();
  const reported = useRef<{ sessionId?: string; upTo: number }>({ upTo: 0 });

  useEffect(() => {
    if (!sessionId || !isOpen || hidden) return;
    if (reported.current.sessionId !== sessionId) reported.current = { sessionId, upTo: 0 };
    let newest = 0;
    for (const message of messages) {
      const id = Number(message.id);
      if (message.sender !== 'user' && Number.isSafeInteger(id)) newest = Math.max(newest, id);
    }
    if (newest <= reported.current.upTo) return;
    const previous = reported.current.upTo;
    reported.current.upTo = newest;
    void dispatch(reportRead(newest)).then((done) => {
      // Not recorded: try again with the next change.
      if (!done && reported.current.upTo === newest) reported.current.upTo = previous;
    });
  }, [dispatch, sessionId, isOpen, hidden, messages]);
}
