import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as passwordHashing from '@/server/auth/password';
import * as userRepository from '@/server/repositories/user-repository';
import type { Api } from '../helpers/api';
import { registerAccount, serveAccountApi } from '../helpers/auth-routes';
import { describeEachDatabase } from '../helpers/databases';
import { overrideEnv } from '../helpers/env';
import { isolateRateLimits, redisRateLimitKeys } from '../helpers/rate-limits';

vi.mock('@/server/auth/password', () => import('../helpers/spied-password'));

let api: Api;
beforeAll(async () => {
  api = await serveAccountApi();
});
afterAll(() => api.close());
isolateRateLimits();

const uniqueEmail = () => `login-${randomUUID()}@example.test`;
const login = (email: string, password: string, headers?: Record<string, string>) =>
  api.call('/api/auth/login', { body: { email, password }, headers });

describeEachDatabase('POST /api/auth/login', () => {
  it('returns { id, token, user } for the right password; the token opens /api/auth/me', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    const reply = await login(` ${email.toUpperCase()}`, password);
    expect(reply.status).toBe(200);
    const { id, token, user } = reply.body.data;
    expect(user).toMatchObject({ id, email, name: 'Test Person', role: 'user', email_verified: false });
    expect(token.split('.')).toHaveLength(3);
    const me = await api.call('/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(user);
  });

  it('gives the same 401 for a wrong password, an unknown email and a password-less account', async () => {
    const { email } = await registerAccount(api, uniqueEmail());
    const googleOnly = await userRepository.create({ email: uniqueEmail(), name: 'G', emailVerifiedAt: new Date() });
    const replies = await Promise.all([
      login(email, 'wrong-password-1'),
      login(email, 'x'.repeat(200)),
      login(uniqueEmail(), 'wrong-password-1'),
      login(googleOnly!.email, 'wrong-password-1'),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({
        success: false,
        error: {
          error_code: 'LOGIN_FAILED',
          request_id: expect.any(String),
          detail: 'Email or password is incorrect.',
        },
      });
    }
  });

  it('verifies a hash of the same cost for unknown emails too, so they take as long as wrong passwords', async () => {
    // The mechanism, not a stopwatch: timings on a shared machine would make this flaky,
    // while the argon2 parameters in the hash fix what a verification costs.
    const { email } = await registerAccount(api, uniqueEmail());
    const verify = vi.mocked(passwordHashing.verifyPassword);
    const hashVerifiedFor = async (address: string) => {
      verify.mockClear();
      expect((await login(address, 'wrong-password-1')).status).toBe(401);
      expect(verify).toHaveBeenCalledTimes(1);
      return verify.mock.calls[0]![0];
    };
    const known = await hashVerifiedFor(email);
    const unknown = await hashVerifiedFor(uniqueEmail());
    const costOf = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(costOf(known)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(costOf(unknown)).toBe(costOf(known));
    expect(unknown).not.toBe(known);
  });

  it('locks an email + IP after 5 failures in 15 minutes (429 + Retry-After), even for the right password', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    for (let index = 0; index < 5; index += 1) expect((await login(email, 'wrong-password-1')).status).toBe(401);
    const limited = await login(email, password);
    expect(limited.status).toBe(429);
    expect(limited.body.error.error_code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another account from the same IP is not affected.
    const other = await registerAccount(api, uniqueEmail());
    expect((await login(other.email, other.password)).status).toBe(200);
    if (process.env.REDIS_URL)
      expect((await redisRateLimitKeys()).some((key) => key.includes(':loginEmailIp:'))).toBe(true);
  });

  it('counts guesses sent together: of 20 at once, 5 are checked and the rest refused', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    const replies = await Promise.all(Array.from({ length: 20 }, () => login(email, 'wrong-password-1')));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
    expect((await login(email, password)).status).toBe(429);
  });

  it('forgets the email + IP failures after a successful login', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    for (let index = 0; index < 4; index += 1) await login(email, 'wrong-password-1');
    expect((await login(email, password)).status).toBe(200);
    for (let index = 0; index < 4; index += 1) expect((await login(email, 'wrong-password-1')).status).toBe(401);
    expect((await login(email, password)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on, and then limits per forwarded IP', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    for (let index = 0; index < 5; index += 1)
      await login(email, 'wrong-password-1', { 'X-Forwarded-For': `203.0.113.${index}` });
    // Spoofed headers did not spread the failures over five IPs: the socket address is locked.
    expect((await login(email, password, { 'X-Forwarded-For': '203.0.113.99' })).status).toBe(429);

    const restore = overrideEnv({ TRUST_PROXY: true });
    try {
      const second = await registerAccount(api, uniqueEmail());
      for (let index = 0; index < 5; index += 1) {
        await login(second.email, 'wrong-password-1', { 'X-Forwarded-For': 'spoofed, 198.51.100.7' });
      }
      expect((await login(second.email, second.password, { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(429);
      // The proxy's last entry is the client: another client IP is still welcome.
      expect((await login(second.email, second.password, { 'X-Forwarded-For': 'spoofed, 198.51.100.8' })).status).toBe(
        200,
      );
    } finally {
      restore();
    }
  });

  it('locks an email after 100 failures in an hour from any number of IPs', async () => {
    const restore = overrideEnv({ TRUST_PROXY: true });
    try {
      const { email, password } = await registerAccount(api, uniqueEmail());
      for (let index = 0; index < 100; index += 1) {
        const ip = `192.0.2.${index}`;
        const reply = await login(email, 'wrong-password-1', { 'X-Forwarded-For': ip });
        expect(reply.status).toBe(401);
      }
      const limited = await login(email, password, { 'X-Forwarded-For': '192.0.2.200' });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    } finally {
      restore();
    }
  }, 60_000);

  it('refuses a malformed body with field errors', async () => {
    const reply = await api.call('/api/auth/login', { body: { email: 'x' } });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error.fields).sort()).toEqual(['email', 'password']);
  });
});
