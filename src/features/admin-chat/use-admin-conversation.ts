import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHAT_ADMIN_HISTORY_PAGE_SIZE,
  CHAT_POLL_HIDDEN_MS,
  CHAT_POLL_MIN_GAP_MS,
  CHAT_POLL_OPEN_MS,
} from '@/lib/chat/chat-limits';
import type { ChatMessageDto, ChatSessionStatus } from '@/lib/chat/chat-types';
import { useDocumentHidden } from '@/hooks/use-document-hidden';
import { fetchConversationPage, markAdminRead, pollConversation, sendAdminReply } from './admin-chat-api';
import { mergeMessages as merge, newestId } from './merge-messages';
import { retryDelayOf } from './retry-after';
import { usePolling } from '@/hooks/use-polling';
import { useAdminChatChanges } from './admin-chat-push';

export interface AdminConversation {
  status: 'loading' | 'ready' | 'failed';
  /** Oldest first, each once. */
  messages: ChatMessageDto[];
  sessionStatus: ChatSessionStatus | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  retry: () => void;
  reply: (text: string) => Promise<boolean>;
  ended: () => void;
}

/**
 * One conversation in the console: its newest history page (100, spec §9), older pages on
 * demand, new messages by polling every 5 s, and the read mark — set when it is opened
 * and whenever the contact's new messages appear on a visible screen.
 */
export function useAdminConversation(sessionId: string | null, onRead: (sessionId: string) => void): AdminConversation {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    /** The session and load attempt these messages belong to. */
    loadKey: string;
    sessionId: string;
    status: 'loading' | 'ready' | 'failed';
    messages: ChatMessageDto[];
    pagesLoaded: number;
    totalPage: number;
    sessionStatus: ChatSessionStatus | null;
    /**
     * The newest message id loading and polling have delivered: polls ask for what comes
     * after it, and it is the read mark. The admin's own reply does not move it: a contact
     * message stored just before the reply may not have been polled yet.
     */
    receivedUpTo: number;
  } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const hidden = useDocumentHidden();
  const readUpTo = useRef(0);
  const loadKey = `${sessionId}#${attempt}`;
  const current = state?.loadKey === loadKey ? state : null;

  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    readUpTo.current = 0;
    const empty = {
      loadKey: `${sessionId}#${attempt}`,
      sessionId,
      pagesLoaded: 0,
      totalPage: 0,
      sessionStatus: null,
      receivedUpTo: 0,
    };
    fetchConversationPage({ sessionId, page: 1, limit: CHAT_ADMIN_HISTORY_PAGE_SIZE }).then(
      (page) =>
        live &&
        setState({
          ...empty,
          status: 'ready',
          messages: merge([], page.data),
          pagesLoaded: 1,
          totalPage: page.total_page,
          receivedUpTo: newestId(page.data, 0),
        }),
      () => live && setState({ ...empty, status: 'failed', messages: [] }),
    );
    return () => {
      live = false;
    };
  }, [sessionId, attempt]);

  // Read: everything on a screen the admin is looking at.
  const received = current?.status === 'ready' ? current.receivedUpTo : 0;
  useEffect(() => {
    if (!sessionId || hidden || received <= readUpTo.current) return;
    readUpTo.current = received;
    markAdminRead({ sessionId, lastMessageId: received }).then(
      () => onRead(sessionId),
      () => {
        readUpTo.current = 0;
      },
    );
  }, [sessionId, received, hidden, onRead]);

  const { wake } = usePolling(
    async () => {
      if (!sessionId) return;
      try {
        const reply = await pollConversation({ sessionId, lastMessageId: received });
        setState((previous) =>
          previous?.sessionId === sessionId
            ? {
                ...previous,
                messages: merge(previous.messages, reply.messages),
                sessionStatus: reply.status,
                receivedUpTo: newestId(reply.messages, previous.receivedUpTo),
              }
            : previous,
        );
      } catch (error) {
        return retryDelayOf(error);
      }
    },
    {
      intervalMs: CHAT_POLL_OPEN_MS,
      hiddenIntervalMs: CHAT_POLL_HIDDEN_MS,
      enabled: current?.status === 'ready',
      key: sessionId ?? '',
      minGapMs: CHAT_POLL_MIN_GAP_MS,
    },
  );
  useAdminChatChanges((changed) => {
    if (changed === null || changed === sessionId) wake();
  });

  const loadOlder = useCallback(() => {
    if (!current || loadingOlder || current.pagesLoaded >= current.totalPage) return;
    const page = current.pagesLoaded + 1;
    setLoadingOlder(true);
    fetchConversationPage({ sessionId: current.sessionId, page, limit: CHAT_ADMIN_HISTORY_PAGE_SIZE })
      .then((result) =>
        setState((previous) =>
          previous?.sessionId === current.sessionId
            ? {
                ...previous,
                messages: merge(previous.messages, result.data),
                pagesLoaded: page,
                totalPage: result.total_page,
              }
            : previous,
        ),
      )
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [current, loadingOlder]);

  const reply = useCallback(
    async (text: string) => {
      if (!sessionId) return false;
      try {
        // The reply marks read only what the admin has seen.
        const message = await sendAdminReply({ sessionId, text, lastMessageId: received });
        setState((previous) =>
          previous?.sessionId === sessionId ? { ...previous, messages: merge(previous.messages, [message]) } : previous,
        );
        return true;
      } catch {
        return false;
      }
    },
    [sessionId, received],
  );

  return {
    status: current?.status ?? 'loading',
    messages: current?.messages ?? [],
    sessionStatus: current?.sessionStatus ?? null,
    hasOlder: !!current && current.pagesLoaded < current.totalPage,
    loadingOlder,
    loadOlder,
    retry: () => setAttempt((n) => n + 1),
    reply,
    ended: () => setState((previous) => previous && { ...previous, sessionStatus: 'closed' }),
  };
}
