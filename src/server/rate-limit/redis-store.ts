import { Redis } from 'ioredis';
import { env } from '../env';
import { logger } from '../http/logger';

// On globalThis for the same reason as the database: Next evaluates modules more than once.
const holder = globalThis as typeof globalThis & { __learnhubRateLimitRedis?: Redis };

/** The Redis connection the rate limiters share (REDIS_URL), opened on first use; null without REDIS_URL. */
export function rateLimitRedis(): Redis | null {
  if (!env.REDIS_URL) return null;
  if (!holder.__learnhubRateLimitRedis) {
    const redis = new Redis(env.REDIS_URL, {
      // While disconnected, commands fail at once instead of waiting in a queue: the limiters
      // then count in their in-process insurance limiter rather than holding the request
      // (rate-limiter-flexible's advice). Reconnection goes on in the background.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
    });
    // Without a listener, a lost connection would be an unhandled 'error' event (a crash).
    redis.on('error', (error: Error) => logger.warn({ err: error }, 'rate-limit Redis connection failed'));
    holder.__learnhubRateLimitRedis = redis;
  }
  return holder.__learnhubRateLimitRedis;
}

/** Closes the shared connection (scripts and tests). */
export async function closeRateLimitRedis(): Promise<void> {
  const redis = holder.__learnhubRateLimitRedis;
  holder.__learnhubRateLimitRedis = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}

/** Resolves once the shared connection is ready (tests; requests never wait for it). */
export async function rateLimitRedisReady(): Promise<void> {
  const redis = rateLimitRedis();
  if (!redis || redis.status === 'ready') return;
  await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
}
