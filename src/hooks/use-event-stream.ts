import { useEffect, useEffectEvent, useState } from 'react';
import { createEventStreamParser, type StreamEvent } from '@/lib/push/event-stream-parser';

/** The longest wait between two attempts to open a stream that keeps failing. */
const MAX_RETRY_MS = 60_000;
/** The wait before opening again after the stream ends, unless the server said (`retry:`). */
const DEFAULT_RETRY_MS = 3_000;
/** Refusals that will not change by trying again: the reader's polling finds out why. */
const FINAL_STATUSES = new Set([400, 401, 403, 404]);

/**
 * Holds a Server-Sent Events stream open while `url` is set: reads it with fetch (so it can
 * carry headers, which EventSource cannot), hands each event to `onEvent`, and opens it again
 * after a break, backing off while it keeps failing. True while the stream is live (from its
 * `readyEvent` on); the caller polls at its usual pace while it is not.
 */
export function useEventStream(
  url: string | null,
  headers: Record<string, string>,
  { onEvent, readyEvent }: { onEvent: (event: StreamEvent) => void; readyEvent: string },
): boolean {
  const [live, setLive] = useState(false);
  const handle = useEffectEvent(onEvent);
  const headersKey = JSON.stringify(headers);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const { signal } = controller;
    const requestHeaders: Record<string, string> = { ...JSON.parse(headersKey), Accept: 'text/event-stream' };

    async function readOnce(): Promise<{ final: boolean; retryMs: number | null; wasLive: boolean }> {
      const response = await fetch(url!, { headers: requestHeaders, signal, cache: 'no-store' });
      if (FINAL_STATUSES.has(response.status)) return { final: true, retryMs: null, wasLive: false };
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        return { final: false, retryMs: null, wasLive: false };
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = createEventStreamParser();
      let wasLive = false;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        for (const event of parser.push(chunk.value)) {
          if (event.event === readyEvent) {
            wasLive = true;
            setLive(true);
          }
          handle(event);
        }
      }
      return { final: false, retryMs: parser.retryMs(), wasLive };
    }

    void (async () => {
      let failures = 0;
      while (!signal.aborted) {
        const outcome = await readOnce().catch(() => ({ final: false, retryMs: null, wasLive: false }));
        setLive(false);
        if (signal.aborted || outcome.final) return;
        failures = outcome.wasLive ? 0 : failures + 1;
        const base = outcome.retryMs ?? DEFAULT_RETRY_MS;
        await wait(Math.min(base * 2 ** failures, MAX_RETRY_MS), signal);
      }
    })();
    return () => {
      controller.abort();
      setLive(false);
    };
  }, [url, headersKey, readyEvent]);

  return live;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
