/**
 * The chat's push stream (Server-Sent Events on GET /api/chat/stream and
 * /api/admin/chat/stream), shared by the server that writes it and the widget and console
 * that read it. An event is only a nudge — "this conversation changed" — after which the
 * client asks the polling endpoint as it always did: who may read what, and the messages'
 * shape, stay in one place, and a lost nudge only delays a message to the next poll.
 */

/** Sent once the instance is subscribed: from here on no change is missed. */
export const CHAT_STREAM_READY_EVENT = 'ready';
/** A conversation changed: a message from either side, or it was closed. */
export const CHAT_STREAM_CHANGE_EVENT = 'chat';
/**
 * Changes may have been missed (the instance's link to the other instances came back after
 * a break): whoever listens polls everything it shows.
 */
export const CHAT_STREAM_RESYNC_EVENT = 'resync';

/** A comment line this often keeps proxies and the browser from dropping an idle stream. */
export const CHAT_STREAM_HEARTBEAT_MS = 25_000;
/** The `retry:` the stream asks for: how soon a dropped stream is opened again. */
export const CHAT_STREAM_RETRY_MS = 3_000;
/**
 * While the stream is live the widget still polls this often: a safety net for a nudge lost
 * between instances. Without the stream it polls at the spec's pace (chat-limits.ts).
 */
export const CHAT_POLL_WITH_PUSH_MS = 30_000;

export interface ChatChange {
  sessionId: string;
  /** The newest message of the conversation after the change: a reader holding it has nothing to fetch. */
  messageId: number;
}

/** The data of a `chat` event, or null when it is not one (a reader skips what it cannot read). */
export function parseChatChange(data: string): ChatChange | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { sessionId, messageId } = value as Record<string, unknown>;
    if (typeof sessionId !== 'string' || !Number.isSafeInteger(messageId)) return null;
    return { sessionId, messageId: messageId as number };
  } catch {
    return null;
  }
}
