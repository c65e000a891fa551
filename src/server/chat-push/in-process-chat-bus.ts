import type { ChatChange } from '@/lib/chat/chat-push';
import { logger } from '../http/logger';
import { deliver, type ChatBus, type ChatBusListener } from './chat-bus';

/** The bus of a single instance (no REDIS_URL): a change reaches this process's streams only. */
export function createInProcessChatBus(): ChatBus {
  const listeners = new Set<ChatBusListener>();
  return {
    publish: async (change: ChatChange) => {
      deliver(listeners, { kind: 'change', change }, (error) =>
        logger.error({ err: error }, 'a chat stream failed on a change'),
      );
    },
    subscribe: async (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => listeners.clear(),
  };
}
