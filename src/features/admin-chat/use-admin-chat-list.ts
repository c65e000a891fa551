import { useCallback, useState } from 'react';
import { ADMIN_CHAT_LIST_PAGE_SIZE, ADMIN_CHAT_LIST_POLL_MS, CHAT_POLL_MIN_GAP_MS } from '@/lib/chat/chat-limits';
import type { AdminChatAssignedFilter } from '@/lib/chat/chat-tools';
import type { AdminChatItem } from '@/lib/chat/chat-types';
import { listAdminChats, type AdminChatFilter } from './admin-chat-api';
import { retryDelayOf } from './retry-after';
import { usePolling } from '@/hooks/use-polling';
import { useAdminChatChanges } from './admin-chat-push';

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
  /** Shows a conversation as the server answered it after a change (its assignee). */
  replaced: (item: AdminChatItem) => void;
}

/** What the list shows: a status, an assignee filter and search words (closed conversations with status all). */
export interface AdminChatListQuery {
  status: AdminChatFilter;
  assigned: AdminChatAssignedFilter;
  q: string;
}

/** The session list: one page of one query, refreshed every 10 s; failures keep what was shown. */
export function useAdminChatList(query: AdminChatListQuery, page: number): AdminChatList {
  const { status: filter, assigned, q } = query;
  const key = JSON.stringify([filter, assigned, q, page]);
  const [loaded, setLoaded] = useState<{ key: string; items: AdminChatItem[]; totalPage: number } | null>(null);
  const [failure, setFailure] = useState<{ key: string; stale: boolean } | null>(null);
  const [reloads, setReloads] = useState(0);

  const { wake } = usePolling(
    async () => {
      try {
        const result = await listAdminChats({
          status: filter,
          page,
          limit: ADMIN_CHAT_LIST_PAGE_SIZE,
          ...(assigned === 'all' ? {} : { assigned }),
          ...(q ? { q } : {}),
        });
        setLoaded({ key, items: result.data, totalPage: result.total_page });
        setFailure(null);
      } catch (error) {
        setFailure({ key, stale: loaded?.key === key });
        return retryDelayOf(error);
      }
    },
    { intervalMs: ADMIN_CHAT_LIST_POLL_MS, key: `${key}#${reloads}`, minGapMs: CHAT_POLL_MIN_GAP_MS },
  );
  useAdminChatChanges(wake);

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

  const replaced = useCallback((next: AdminChatItem) => {
    setLoaded(
      (current) =>
        current && {
          ...current,
          items: current.items.map((item) => (item.sessionId === next.sessionId ? next : item)),
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
    replaced,
  };
}
