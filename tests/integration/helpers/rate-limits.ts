import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { env } from '@/server/env';
import { closeRateLimitRedis, rateLimitRedis, rateLimitRedisReady } from '@/server/rate-limit/redis-store';

/**
 * Gives every test of the file fresh rate-limit counters: a new key prefix per test (the
 * limiters are keyed by it). With REDIS_URL set the counters live in that Redis; at the end
 * only this file's keys are deleted, so other files and other users of the Redis are untouched.
 */
export function isolateRateLimits(): void {
  const filePrefix = `learnhub-test-rl:${randomBytes(6).toString('hex')}`;
  const original = env.RATE_LIMIT_PREFIX;
  let counter = 0;
  // Counts made before the connection is up go to the in-process fallback; tests want Redis's.
  beforeAll(() => rateLimitRedisReady());
  beforeEach(() => {
    counter += 1;
    env.RATE_LIMIT_PREFIX = `${filePrefix}:${counter}`;
  });
  afterAll(async () => {
    env.RATE_LIMIT_PREFIX = original;
    const redis = rateLimitRedis();
    if (!redis) return;
    const keys = await redis.keys(`${filePrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await closeRateLimitRedis();
  });
}

/** The rate-limit keys this test wrote to Redis (empty without REDIS_URL). */
export async function redisRateLimitKeys(): Promise<string[]> {
  const redis = rateLimitRedis();
  return redis ? redis.keys(`${env.RATE_LIMIT_PREFIX}:*`) : [];
}
