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
      // Fail a command quickly instead of queueing it for long: the limiter then falls back
      // to its in-process insurance limiter rather than holding the request.
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
