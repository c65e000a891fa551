import { useCallback, useState } from 'react';
import { ADMIN_CHAT_LIST_PAGE_SIZE, ADMIN_CHAT_LIST_POLL_MS } from '@/lib/chat/chat-limits';
import type { AdminChatItem } from '@/lib/chat/chat-types';
import { listAdminChats, type AdminChatFilter } from './admin-chat-api';
import { retryDelayOf } from './retry-after';
import { usePolling } from '@/hooks/use-polling';

export interface AdminChatList {
  status: 'loading' | 'ready' | 'failed';
  items: AdminChatItem[];
  totalPage: number;
  /** A background refresh failed: the list on screen is the last one loaded. */
  stale: boolean;
  /** Loads again now (after an action, or from the error state's retry). */
  reload: () => void;
  /** Shows a conversation as read at once, before the next refresh confirms it. */
  markRead: (sessionId: string) => void;
}

/** The session list: one page of one status, refreshed every 10 s; failures keep what was shown. */
export function useAdminChatList(filter: AdminChatFilter, page: number): AdminChatList {
  const key = `${filter}:${page}`;
  const [loaded, setLoaded] = useState<{ key: string; items: AdminChatItem[]; totalPage: number } | null>(null);
  const [failure, setFailure] = useState<{ key: string; stale: boolean } | null>(null);
  const [reloads, setReloads] = useState(0);

  usePolling(
    async () => {
      try {
        const result = await listAdminChats({ status: filter, page, limit: ADMIN_CHAT_LIST_PAGE_SIZE });
        setLoaded({ key, items: result.data, totalPage: result.total_page });
        setFailure(null);
      } catch (error) {
        setFailure({ key, stale: loaded?.key === key });
        return retryDelayOf(error);
      }
    },
    { intervalMs: ADMIN_CHAT_LIST_POLL_MS, key: `${key}#${reloads}` },
  );

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const markRead = useCallback((sessionId: string) => {
    setLoaded(
      (current) =>
        current && {
          ...current,
          items: current.items.map((item) => (item.sessionId === sessionId ? { ...item, unreadCount: 0 } : item)),
        },
    );
  }, []);

  const current = loaded?.key === key ? loaded : null;
  const failedHere = failure?.key === key;
  return {
    status: current ? 'ready' : failedHere ? 'failed' : 'loading',
    items: current?.items ?? [],
    totalPage: current?.totalPage ?? 0,
    stale: failedHere && (failure?.stale ?? false),
    reload,
    markRead,
  };
}
