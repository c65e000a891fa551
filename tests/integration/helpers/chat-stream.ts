import { expect } from 'vitest';
import {
  CHAT_STREAM_CHANGE_EVENT,
  CHAT_STREAM_READY_EVENT,
  parseChatChange,
  type ChatChange,
} from '@/lib/chat/chat-push';
import type { Api, ApiOptions } from './api';
import { withCredential, type VisitorChat } from './chat';
import { readEventStream, type EventStreamReader } from './event-stream';

/** Opens a chat push stream, checks how it starts (headers, then `ready`) and returns its reader. */
export async function openChatStream(api: Api, path: string, options: ApiOptions = {}): Promise<EventStreamReader> {
  const response = await api.raw(path, options);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  // no-transform keeps compression from holding events back.
  expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
  const stream = readEventStream(response);
  expect((await stream.next()).event).toBe(CHAT_STREAM_READY_EVENT);
  return stream;
}

/** A visitor's stream of their own conversation. */
export function openVisitorStream(api: Api, visitor: VisitorChat): Promise<EventStreamReader> {
  return openChatStream(api, `/api/chat/stream?sessionId=${visitor.sessionId}`, withCredential(visitor.credential));
}

/** The next change the stream reports for `sessionId`, skipping others (an admin hears every conversation). */
export async function nextChangeOf(
  stream: EventStreamReader,
  sessionId: string,
  timeoutMs = 1_000,
): Promise<ChatChange> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const event = await stream.next(Math.max(1, deadline - Date.now()));
    const change = event.event === CHAT_STREAM_CHANGE_EVENT ? parseChatChange(event.data) : null;
    if (change?.sessionId === sessionId) return change;
  }
}
