import type { ChatChange } from '@/lib/chat/chat-push';

/** What a stream hears: a conversation's change, or that changes may have been missed. */
export type ChatBusEvent = { kind: 'change'; change: ChatChange } | { kind: 'resync' };
export type ChatBusListener = (event: ChatBusEvent) => void;

/**
 * How a chat change made on one app instance reaches the push streams open on every
 * instance: Redis pub/sub when REDIS_URL is set (redis-chat-bus.ts), the process itself
 * otherwise (in-process-chat-bus.ts, the embedded default's single instance).
 */
export interface ChatBus {
  /** Hands the change to every instance; rejects when it could not be sent. */
  publish(change: ChatChange): Promise<void>;
  /**
   * Starts hearing changes; resolves, with the way to stop, once this process receives
   * them (on Redis: the subscription confirmed), so a stream can say "ready" truthfully.
   */
  subscribe(listener: ChatBusListener): Promise<() => void>;
  /** Closes its connections (shutdown, tests). */
  close(): Promise<void>;
}

/** Calls every listener; one that throws does not keep the event from the others. */
export function deliver(
  listeners: Iterable<ChatBusListener>,
  event: ChatBusEvent,
  onError: (error: unknown) => void,
): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      onError(error);
    }
  }
}
