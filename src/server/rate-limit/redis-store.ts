import { once } from 'node:events';
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

/**
 * Closes the shared connection (scripts and tests).
 * @internal exported for the tests
 */
export async function closeRateLimitRedis(): Promise<void> {
  const redis = holder.__learnhubRateLimitRedis;
  holder.__learnhubRateLimitRedis = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}

/**
 * Opens the shared connection and resolves once it is ready, or after `timeoutMs` (false:
 * not ready, or no REDIS_URL). Called at server start, before the first request: commands
 * sent while the connection is still opening fail at once (no offline queue), so without
 * this a new instance would count its first requests in its in-process fallback, unseen
 * by the others. A Redis that is down holds the start no longer than that: the limiters
 * count in-process until it is back.
 * @internal exported for the tests
 */
export async function rateLimitRedisReady(timeoutMs = 5_000): Promise<boolean> {
  const redis = rateLimitRedis();
  if (!redis) return false;
  if (redis.status === 'ready') return true;
  // `once` takes its listener off again when the signal aborts it.
  return once(redis, 'ready', { signal: AbortSignal.timeout(timeoutMs) }).then(
    () => true,
    () => false,
  );
}

/** Server start: waits for the shared connection (above), and says when it is not there. */
export async function connectRateLimitStore(timeoutMs?: number): Promise<void> {
  if (!env.REDIS_URL) return;
  if (await rateLimitRedisReady(timeoutMs)) logger.info('rate limits counted in Redis');
  else logger.warn('Redis not ready at start: rate limits count in this process until it is');
}
