import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  CHAT_STREAM_CHANGE_EVENT,
  CHAT_STREAM_HEARTBEAT_MS,
  CHAT_STREAM_READY_EVENT,
  CHAT_STREAM_RESYNC_EVENT,
  CHAT_STREAM_RETRY_MS,
  type ChatChange,
} from '@/lib/chat/chat-push';
import { AppError } from '../http/app-error';
import type { Logger } from '../http/logger';
import { OUTAGE_RETRY_HEADERS } from '../http/service-unavailable';
import { chatConnectionClosed, chatConnectionOpened, type ChatAudience } from '../metrics/chat-connections';
import { isDraining, onDrain } from '../shutdown';
import { chatBus } from './chat-push';

/**
 * Streams one instance holds at most: an idle stream costs a socket and a few closures
 * (~1,000 measured by `npm run bench:cluster`); past this, clients poll instead.
 */
const CHAT_STREAMS_MAX = 5_000;

// On globalThis: the API routes' bundles share one count (see shutdown.ts).
const open = ((
  globalThis as typeof globalThis & { __learnhubChatStreams?: { count: number } }
).__learnhubChatStreams ??= { count: 0 });

function unavailable(detail: string): AppError {
  return new AppError('SERVICE_UNAVAILABLE', detail, undefined, { ...OUTAGE_RETRY_HEADERS });
}

/**
 * Serves a chat push stream (Server-Sent Events) until the reader leaves or the server
 * shuts down: `ready` once the changes of every instance reach it, then a `chat` event for
 * each change `wants` keeps (the caller's own conversation, or every one for an admin), a
 * `resync` when changes may have been missed, and a comment every 25 s. Before the stream
 * starts it fails as any API call does (503 while shutting down, over the cap, or without
 * the bus), so the client polls meanwhile.
 */
export async function serveChatStream(
  req: IncomingMessage,
  res: ServerResponse,
  { audience, wants, log }: { audience: ChatAudience; wants: (change: ChatChange) => boolean; log: Logger },
): Promise<void> {
  if (isDraining()) throw unavailable('The server is restarting; try again in a moment.');
  if (open.count >= CHAT_STREAMS_MAX) throw unavailable('Too many live connections here; the chat polls instead.');
  open.count += 1;
  try {
    await stream(req, res, audience, wants, log);
  } finally {
    open.count -= 1;
  }
}

async function stream(
  req: IncomingMessage,
  res: ServerResponse,
  audience: ChatAudience,
  wants: (change: ChatChange) => boolean,
  log: Logger,
): Promise<void> {
  const send = (text: string) => {
    if (!res.writableEnded) res.write(text);
  };
  const unsubscribe = await chatBus()
    .subscribe((event) => {
      if (event.kind === 'resync') send(`event: ${CHAT_STREAM_RESYNC_EVENT}\ndata: {}\n\n`);
      else if (wants(event.change))
        send(`event: ${CHAT_STREAM_CHANGE_EVENT}\ndata: ${JSON.stringify(event.change)}\n\n`);
    })
    .catch((error: unknown) => {
      log.warn({ err: error }, 'chat stream refused: the chat bus is unreachable');
      throw unavailable('Live updates are unavailable; the chat polls instead.');
    });

  const ended = new Promise<void>((resolve) => {
    res.once('close', resolve);
    req.once('close', resolve);
  });
  chatConnectionOpened(audience);
  const heartbeat = setInterval(() => send(': ping\n\n'), CHAT_STREAM_HEARTBEAT_MS);
  const stopListeningForDrain = onDrain(() => res.end());
  try {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: Next's compression would otherwise buffer the events.
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx: pass each event on at once (deploy/nginx.conf also turns buffering off here).
      'X-Accel-Buffering': 'no',
    });
    send(`retry: ${CHAT_STREAM_RETRY_MS}\n\nevent: ${CHAT_STREAM_READY_EVENT}\ndata: {}\n\n`);
    await ended;
  } finally {
    clearInterval(heartbeat);
    stopListeningForDrain();
    unsubscribe();
    chatConnectionClosed(audience);
    if (!res.writableEnded) res.end();
  }
}
