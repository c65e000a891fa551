import type { ChatChange } from '@/lib/chat/chat-push';
import { env } from '../env';
import { logger } from '../http/logger';
import type { ChatBus } from './chat-bus';
import { createInProcessChatBus } from './in-process-chat-bus';
import { createRedisChatBus } from './redis-chat-bus';

// On globalThis, as the database is: Next evaluates server modules more than once, and two
// buses in one process would each hold only part of the streams.
const holder = globalThis as typeof globalThis & { __learnhubChatBus?: ChatBus };

/** The process's chat bus: over Redis when REDIS_URL is set, in-process otherwise. */
export function chatBus(): ChatBus {
  holder.__learnhubChatBus ??= env.REDIS_URL
    ? createRedisChatBus(env.REDIS_URL, env.CHAT_PUSH_CHANNEL)
    : createInProcessChatBus();
  return holder.__learnhubChatBus;
}

/**
 * Tells the push streams of every instance that a conversation changed. Called after the
 * change is committed (a reader nudged earlier would poll and find nothing), and never
 * fails the request that made it: a nudge that is lost only waits for the next poll.
 */
export function announceChatChange(change: ChatChange): void {
  chatBus()
    .publish(change)
    .catch((error: unknown) => logger.warn({ err: error, session_id: change.sessionId }, 'chat change not pushed'));
}

/** Closes the bus's connections (shutdown, tests); the next use opens a new one. */
export async function closeChatBus(): Promise<void> {
  const bus = holder.__learnhubChatBus;
  holder.__learnhubChatBus = undefined;
  await bus?.close();
}
