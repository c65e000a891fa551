import { createEventStreamParser, type StreamEvent } from '@/lib/push/event-stream-parser';

export interface EventStreamReader {
  /** The next event, or a rejection after `timeoutMs` without one. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves true if the server ends the stream within `timeoutMs`. */
  ended(timeoutMs?: number): Promise<boolean>;
  /** Leaves the stream (as a closed tab does). */
  close(): Promise<void>;
}

/** Reads a Server-Sent Events reply as it arrives (the push stream tests). */
export function readEventStream(response: Response): EventStreamReader {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createEventStreamParser();
  const queued: StreamEvent[] = [];
  let done = false;

  async function read(timeoutMs: number): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk.done) done = true;
      else queued.push(...parser.push(chunk.value));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async next(timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      while (queued.length === 0) {
        if (done) throw new Error('the stream ended');
        await read(Math.max(1, deadline - Date.now()));
      }
      return queued.shift()!;
    },
    async ended(timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      while (!done) {
        if (Date.now() >= deadline) return false;
        await read(Math.max(1, deadline - Date.now())).catch(() => undefined);
      }
      return true;
    },
    close: () => reader.cancel(),
  };
}
