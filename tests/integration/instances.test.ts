import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rateLimitRedis } from '@/server/rate-limit/redis-store';
import { strongPassword } from './helpers/auth-routes';
import { TEST_DRIVERS } from './helpers/databases';
import { useInstanceSite, useTwoInstances } from './helpers/instances';
import { isolateRateLimits } from './helpers/rate-limits';

/**
 * Two app processes on one PostgreSQL and one Redis behave as one site (the hardening
 * issue): a session opened on one is good on the other, signing out on one ends it on
 * both, and the rate limits count across both. (The chat's side: chat/instances.test.ts.)
 */
const REDIS = Boolean(process.env.REDIS_URL);
isolateRateLimits();

// Real processes need a database they can all open: PostgreSQL (TEST_DATABASE_URL; CI sets it).
describe.runIf(TEST_DRIVERS.includes('postgres'))('two app processes on one PostgreSQL and Redis', () => {
  const instances = useTwoInstances('instances');

  async function account(): Promise<{ email: string; password: string }> {
    const [a] = instances();
    const email = `instances-${randomUUID()}@example.test`;
    const password = strongPassword();
    const registered = await a.call('/api/auth/register', { body: { email, name: 'Two Places', password } });
    expect(registered.status).toBe(201);
    return { email, password };
  }

  it('a session opened on one instance is good on the other; signing out on either ends it on both', async () => {
    const [a, b] = instances();
    const { email, password } = await account();
    const login = await a.call('/api/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    const token: string = login.body.data.token;
    expect((await b.call('/api/auth/me', { token })).body.data.email).toBe(email);

    const renamed = await b.call('/api/auth/me', { token, method: 'PATCH', body: { name: 'Renamed on B' } });
    expect(renamed.status).toBe(200);
    expect((await a.call('/api/auth/me', { token })).body.data.name).toBe('Renamed on B');

    expect((await b.call('/api/auth/logout', { token, method: 'POST' })).status).toBe(200);
    expect((await a.call('/api/auth/me', { token })).status).toBe(401);
    expect((await b.call('/api/auth/me', { token })).status).toBe(401);
  });

  it.runIf(REDIS)(
    'failed sign-ins count across both instances (Redis): the sixth is refused, wherever it lands',
    async () => {
      const [a, b] = instances();
      const { email } = await account();
      const attempts = [a, b, a, b, a];
      for (const instance of attempts) {
        const reply = await instance.call('/api/auth/login', { body: { email, password: 'Wrong-password-1' } });
        expect(reply.body.error.error_code).toBe('LOGIN_FAILED');
      }
      for (const instance of [b, a]) {
        const limited = await instance.call('/api/auth/login', { body: { email, password: 'Wrong-password-1' } });
        expect(limited.status).toBe(429);
        expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    },
  );
});

describe.runIf(TEST_DRIVERS.includes('postgres') && REDIS)('an app process just started', () => {
  const site = useInstanceSite('first-request');

  // Commands sent while the connection is still opening fail at once and are counted in the
  // process instead: the start has to wait for Redis, or a new instance's first requests
  // (the first failed sign-ins above, once) are missed by every other instance.
  it('counts its very first request in Redis, where the other instances see it', async () => {
    const instance = await site.start();
    const reply = await instance.call('/api/contacts', {
      body: {
        name: 'First Visitor',
        email: `first-${randomUUID()}@example.test`,
        subject: 'The first request',
        message: 'Counted where every instance can see it.',
      },
    });
    expect(reply.status).toBe(201);
    expect(await rateLimitRedis()!.keys(`${site.rateLimitPrefix}:contact:*`)).toHaveLength(1);
  });
});
