import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
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
  /** The least time between the starts of two runs when woken (a server's minimum poll gap). */
  minGapMs?: number;
}

export interface Polling {
  /**
   * Runs the task soon, ahead of schedule (a push said something changed): at once, or when
   * `minGapMs` has passed since the last run began, or right after the run in progress.
   */
  wake(): void;
}

/**
 * Runs `task` on a schedule, one run at a time: the chat widget and the admins' console
 * poll through it. A run's result can stretch or shorten the wait before the next; a change
 * of interval (the tab hidden or shown, a panel opened) or of `key` starts over; `wake`
 * brings the next run forward.
 */
export function usePolling(task: PollTask, options: PollingOptions): Polling {
  const { intervalMs, hiddenIntervalMs = intervalMs, enabled = true, key, minGapMs = 0 } = options;
  const hidden = useDocumentHidden();
  const run = useEffectEvent(task);
  const firstDelay = useEffectEvent((lastRunAt: number | null, interval: number) =>
    options.firstDelay ? options.firstDelay(lastRunAt, interval) : 0,
  );
  const lastRunAt = useRef<number | null>(null);
  const wakeNow = useRef<() => void>(() => undefined);
  const interval = hidden ? hiddenIntervalMs : intervalMs;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let running = false;
    let wokenWhileRunning = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gapLeft = () => (lastRunAt.current === null ? 0 : Math.max(0, lastRunAt.current + minGapMs - Date.now()));
    const tick = async () => {
      running = true;
      lastRunAt.current = Date.now();
      const override = await run(interval);
      running = false;
      if (cancelled) return;
      const next = wokenWhileRunning ? gapLeft() : (override ?? interval);
      wokenWhileRunning = false;
      timer = setTimeout(tick, next);
    };
    wakeNow.current = () => {
      if (running) {
        wokenWhileRunning = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(tick, gapLeft());
    };
    const first = firstDelay(lastRunAt.current, interval);
    if (first > 0) timer = setTimeout(tick, first);
    else void tick();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      wakeNow.current = () => undefined;
    };
  }, [enabled, key, interval, minGapMs]);

  const wake = useCallback(() => wakeNow.current(), []);
  return { wake };
}
