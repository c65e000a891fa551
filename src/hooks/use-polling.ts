import { useEffect, useEffectEvent, useRef } from 'react';
import { useDocumentHidden } from './use-document-hidden';

/**
 * One run of a polling task, given the interval in force. It answers nothing (wait the
 * interval) or how long to wait instead (a 429's Retry-After, a failure's back-off).
 */
export type PollTask = (intervalMs: number) => Promise<number | void>;

export interface PollingOptions {
  /** The wait between runs, and while the tab is hidden (default: the same). */
  intervalMs: number;
  hiddenIntervalMs?: number;
  enabled?: boolean;
  /** Other inputs (a conversation, a filter): a change starts the schedule over. */
  key: string;
  /**
   * The wait before the first run of each start (a new key, a new interval, enabled again),
   * given when the last run began (null before any) and the interval: at once by default.
   */
  firstDelay?: (lastRunAt: number | null, intervalMs: number) => number;
}

/**
 * Runs `task` on a schedule, one run at a time: the chat widget and the admins' console
 * poll through it. A run's result can stretch or shorten the wait before the next; a change
 * of interval (the tab hidden or shown, a panel opened) or of `key` starts over.
 */
export function usePolling(task: PollTask, options: PollingOptions): void {
  const { intervalMs, hiddenIntervalMs = intervalMs, enabled = true, key } = options;
  const hidden = useDocumentHidden();
  const run = useEffectEvent(task);
  const firstDelay = useEffectEvent((lastRunAt: number | null, interval: number) =>
    options.firstDelay ? options.firstDelay(lastRunAt, interval) : 0,
  );
  const lastRunAt = useRef<number | null>(null);
  const interval = hidden ? hiddenIntervalMs : intervalMs;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      lastRunAt.current = Date.now();
      const override = await run(interval);
      if (!cancelled) timer = setTimeout(tick, override ?? interval);
    };
    const first = firstDelay(lastRunAt.current, interval);
    if (first > 0) timer = setTimeout(tick, first);
    else void tick();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, key, interval]);
}
