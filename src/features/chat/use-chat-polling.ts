import { useEffect, useRef } from 'react';
import { useDocumentHidden } from '@/hooks/use-document-hidden';
import { usePolling } from '@/hooks/use-polling';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { pollChat } from './chat-session-thunks';
import { chatFailed } from './chat-slice';
import { CHAT_POLL_MIN_GAP_MS } from '@/lib/chat/chat-limits';
import { delayAfterPaceChange, nextPollDelay, pollInterval } from './poll-schedule';
import { useChatPush } from './use-chat-push';

/** Failed polls in a row before the open panel says it cannot reach the chat (spec §8). */
const FAILURES_BEFORE_NOTICE = 2;

/**
 * Polls the active conversation at the spec's pace (poll-schedule.ts): new messages go to
 * the list while the panel is open and raise the badge while it is closed. The first poll
 * waits one interval (opening the conversation loaded its messages); a change of pace (panel
 * opened, tab shown) moves the next poll up, never closer than 2 s to the last. While the
 * push stream is live (use-chat-push.ts) a poll follows each change it reports, and the
 * schedule only stands by in case a change was lost on the way.
 */
export function useChatPolling(): void {
  const dispatch = useAppDispatch();
  const sessionId = useAppSelector((state) => state.chat.session?.chatSessionId);
  const active = useAppSelector((state) => state.chat.session?.status === 'active');
  const isOpen = useAppSelector((state) => state.chat.isOpen);
  const pace = { isOpen, hidden: useDocumentHidden() };
  const failures = useRef(0);
  const { live: pushed, news } = useChatPush();

  const { wake } = usePolling(
    async () => {
      const outcome = await dispatch(pollChat());
      failures.current = outcome.kind === 'failed' ? failures.current + 1 : 0;
      if (failures.current >= FAILURES_BEFORE_NOTICE && isOpen) dispatch(chatFailed('connectFailed'));
      return nextPollDelay(outcome, pace, failures.current, pushed);
    },
    {
      key: sessionId ?? '',
      enabled: Boolean(sessionId && active),
      // The pace's interval already counts a hidden tab.
      intervalMs: pollInterval(pace, pushed),
      firstDelay: (lastRunAt, interval) =>
        lastRunAt === null ? interval : delayAfterPaceChange(lastRunAt, Date.now(), pace, pushed),
      minGapMs: CHAT_POLL_MIN_GAP_MS,
    },
  );
  useEffect(() => {
    if (news > 0) wake();
  }, [news, wake]);
}
