import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import { consumeOrThrow } from '@/server/rate-limit/rate-limit';
import {
  closeRateLimitRedis,
  connectRateLimitStore,
  rateLimitRedis,
  rateLimitRedisReady,
} from '@/server/rate-limit/redis-store';
import { overrideEnv } from '../helpers/env';

describe('rate limits when Redis is unreachable', () => {
  let restore: () => void;
  beforeAll(async () => {
    await closeRateLimitRedis();
    // Port 9 (discard) on loopback: nothing listens, every connection is refused.
    restore = overrideEnv({ REDIS_URL: 'redis://127.0.0.1:9', RATE_LIMIT_PREFIX: `learnhub-test-rl:${randomUUID()}` });
  });
  afterAll(async () => {
    await closeRateLimitRedis();
    restore();
  });

  it('keep limiting in process (the insurance limiter) instead of failing open or failing requests', async () => {
    expect(rateLimitRedis()).not.toBeNull();
    const key = `${randomUUID()}@example.test`;
    for (let index = 0; index < 3; index += 1) await consumeOrThrow('forgetPassword', key);
    const error = await consumeOrThrow('forgetPassword', key).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', headers: { 'Retry-After': expect.stringMatching(/^\d+$/) } });
  });

  it('do not hold the server start: waiting for the connection gives up after its timeout', async () => {
    const started = performance.now();
    expect(await rateLimitRedisReady(300)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect(connectRateLimitStore(300)).resolves.toBeUndefined();
  });
});
