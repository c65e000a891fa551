import {
  CHAT_POLL_CLOSED_MS,
  CHAT_POLL_HIDDEN_MS,
  CHAT_POLL_MIN_GAP_MS,
  CHAT_POLL_OPEN_MS,
} from '@/lib/chat/chat-limits';
import { CHAT_POLL_WITH_PUSH_MS } from '@/lib/chat/chat-push';
import type { PollOutcome } from './chat-session-thunks';

/** Longest wait after failures in a row (doubling from the normal interval). */
const MAX_BACKOFF_MS = 60_000;

export interface PollPace {
  isOpen: boolean;
  hidden: boolean;
}

/**
 * Spec §9: every 5 s while the panel is open, every 10 s while closed; a hidden tab slower
 * still. With the push stream live, changes bring their own poll: the schedule is a safety net.
 */
export function pollInterval({ isOpen, hidden }: PollPace, pushed = false): number {
  if (hidden) return CHAT_POLL_HIDDEN_MS;
  if (pushed) return CHAT_POLL_WITH_PUSH_MS;
  return isOpen ? CHAT_POLL_OPEN_MS : CHAT_POLL_CLOSED_MS;
}

/**
 * How long after the last poll the next one goes. A refusal (429, another tab of the same
 * conversation polled just before) waits exactly Retry-After, which leaves the two tabs a
 * steady 2–3 s apart; failures back off, doubling up to a minute.
 */
export function nextPollDelay(
  outcome: PollOutcome | null,
  pace: PollPace,
  failuresInARow: number,
  pushed = false,
): number {
  const interval = pollInterval(pace, pushed);
  if (outcome?.kind === 'limited') return Math.max(outcome.retryAfterMs, 1_000);
  if (outcome?.kind === 'failed') return Math.min(interval * 2 ** Math.min(failuresInARow, 6), MAX_BACKOFF_MS);
  return interval;
}

/** When the pace changes (the panel opens, the tab shows), the next poll moves up — never closer than 2 s to the last. */
export function delayAfterPaceChange(lastPollAt: number, now: number, pace: PollPace, pushed = false): number {
  const due = lastPollAt + pollInterval(pace, pushed);
  return Math.max(due - now, lastPollAt + CHAT_POLL_MIN_GAP_MS - now, 0);
}
