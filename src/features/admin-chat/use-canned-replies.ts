import { useCallback, useEffect, useState } from 'react';
import type { CannedReply } from '@/lib/chat/chat-tools-types';
import { listCannedReplies } from './admin-chat-api';

export interface CannedReplies {
  status: 'loading' | 'ready' | 'failed';
  items: CannedReply[];
  reload: () => void;
}

/** The team's canned replies, loaded once with the console and again after each change in the drawer. */
export function useCannedReplies(): CannedReplies {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; status: 'ready' | 'failed'; items: CannedReply[] } | null>(
    null,
  );
  useEffect(() => {
    let live = true;
    listCannedReplies().then(
      (items) => live && setState({ attempt, status: 'ready', items }),
      () => live && setState((previous) => ({ attempt, status: 'failed', items: previous?.items ?? [] })),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { status: state?.status ?? 'loading', items: state?.items ?? [], reload };
}
