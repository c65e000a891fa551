import { useEffect, useRef } from 'react';
import { useDocumentHidden } from '@/hooks/use-document-hidden';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { pollChat } from './chat-session-thunks';
import { chatFailed } from './chat-slice';
import { delayAfterPaceChange, nextPollDelay, pollInterval } from './poll-schedule';

/** Failed polls in a row before the open panel says it cannot reach the chat (spec §8). */
const FAILURES_BEFORE_NOTICE = 2;

/**
 * Polls the active conversation at the spec's pace (poll-schedule.ts): new messages go to
 * the list while the panel is open and raise the badge while it is closed. A change of
 * pace (panel opened, tab shown) moves the next poll up, never closer than 2 s to the last.
 */
export function useChatPolling(): void {
  const dispatch = useAppDispatch();
  const sessionId = useAppSelector((state) => state.chat.session?.chatSessionId);
  const active = useAppSelector((state) => state.chat.session?.status === 'active');
  const isOpen = useAppSelector((state) => state.chat.isOpen);
  const hidden = useDocumentHidden();
  const lastPollAt = useRef(0);
  const failures = useRef(0);

  useEffect(() => {
    if (!sessionId || !active) return;
    const pace = { isOpen, hidden };
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const run = async () => {
      lastPollAt.current = Date.now();
      const outcome = await dispatch(pollChat());
      if (cancelled) return;
      failures.current = outcome.kind === 'failed' ? failures.current + 1 : 0;
      if (failures.current >= FAILURES_BEFORE_NOTICE && isOpen) dispatch(chatFailed('connectFailed'));
      timer = setTimeout(run, nextPollDelay(outcome, pace, failures.current));
    };
    const first =
      lastPollAt.current === 0 ? pollInterval(pace) : delayAfterPaceChange(lastPollAt.current, Date.now(), pace);
    timer = setTimeout(run, first);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [dispatch, sessionId, active, isOpen, hidden]);
}
