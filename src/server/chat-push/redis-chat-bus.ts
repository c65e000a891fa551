import { once } from 'node:events';
import { Redis } from 'ioredis';
import { parseChatChange, type ChatChange } from '@/lib/chat/chat-push';
import { logger } from '../http/logger';
import { deliver, type ChatBus, type ChatBusListener } from './chat-bus';

/** How long a stream's opening waits for the subscriber connection before it answers 503. */
const READY_TIMEOUT_MS = 2_000;

const CONNECTION_OPTIONS = {
  // A command sent while disconnected fails at once rather than waiting in a queue: a
  // publish is a nudge (the widget's safety poll catches up), and a stream that cannot
  // subscribe answers 503 so its client polls meanwhile.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: READY_TIMEOUT_MS,
} as const;

/**
 * The bus across instances: every instance publishes its changes on one Redis channel and
 * holds one subscriber connection for it, whatever the number of streams it serves; each
 * change is handed to this process's streams, which keep what their reader may see. When
 * the subscriber connection comes back after a break, changes may have been published
 * meanwhile: the streams are told to resync.
 */
export function createRedisChatBus(url: string, channel: string): ChatBus {
  const log = logger.child({ component: 'chat-bus' });
  const listeners = new Set<ChatBusListener>();
  const onListenerError = (error: unknown) => log.error({ err: error }, 'a chat stream failed on a change');
  const publisher = new Redis(url, CONNECTION_OPTIONS);
  publisher.on('error', (error: Error) => log.warn({ err: error }, 'chat publisher connection failed'));

  let subscriber: Redis | undefined;
  let subscribed: Promise<unknown> | undefined;
  function openSubscriber(): Redis {
    const connection = new Redis(url, CONNECTION_OPTIONS);
    connection.on('error', (error: Error) => log.warn({ err: error }, 'chat subscriber connection failed'));
    let readyBefore = false;
    connection.on('ready', () => {
      // ioredis subscribes again by itself on a reconnection; what was published during
      // the break is lost, so the readers fetch what they show.
      if (readyBefore) deliver(listeners, { kind: 'resync' }, onListenerError);
      readyBefore = true;
    });
    connection.on('message', (from: string, data: string) => {
      if (from !== channel) return;
      const change = parseChatChange(data);
      if (change) deliver(listeners, { kind: 'change', change }, onListenerError);
    });
    return connection;
  }

  async function ensureSubscribed(): Promise<void> {
    subscriber ??= openSubscriber();
    const connection = subscriber;
    if (connection.status !== 'ready') {
      await once(connection, 'ready', { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    }
    subscribed ??= connection.subscribe(channel).catch((error: unknown) => {
      subscribed = undefined;
      throw error;
    });
    await subscribed;
  }

  return {
    publish: async (change: ChatChange) => {
      await publisher.publish(channel, JSON.stringify(change));
    },
    subscribe: async (listener) => {
      await ensureSubscribed();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await Promise.all(
        [publisher, subscriber].map((connection) => connection?.quit().catch(() => connection.disconnect())),
      );
    },
  };
}
