import { vi } from 'vitest';

/**
 * A push stream the test writes to: every fetch (the chat's streams, GET /api/chat/stream and
 * /api/admin/chat/stream, are the only fetch calls; the rest goes through axios's mock) is
 * answered with an event stream it controls; `send` writes to the latest one.
 */
export function pushStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const requests: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, headers: init.headers as Record<string, string> });
      const body = new ReadableStream<Uint8Array>({
        start: (streamController) => {
          controller = streamController;
        },
      });
      init.signal?.addEventListener('abort', () => controller?.error(new DOMException('aborted', 'AbortError')));
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
    }),
  );
  return {
    requests,
    send: (event: string, data: object) =>
      controller!.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}
