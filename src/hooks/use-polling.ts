import { useEffect, useEffectEvent } from 'react';
import { useDocumentHidden } from '@/hooks/use-document-hidden';

/** What a polling task reports: nothing (wait the usual interval), or how long to wait instead (a 429's Retry-After). */
export type PollTask = () => Promise<number | void>;

/**
 * Runs `task` at once and then every `intervalMs` (`hiddenIntervalMs` while the tab is
 * hidden), one run at a time. A change of `key` (other inputs) starts over at once.
 */
export function usePolling(
  task: PollTask,
  options: { intervalMs: number; hiddenIntervalMs?: number; enabled?: boolean; key: string },
): void {
  const { intervalMs, hiddenIntervalMs = intervalMs, enabled = true, key } = options;
  const hidden = useDocumentHidden();
  const run = useEffectEvent(task);
  const interval = hidden ? hiddenIntervalMs : intervalMs;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const override = await run();
      if (!cancelled) timer = setTimeout(tick, override ?? interval);
    };
    void tick();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, key, interval]);
}
