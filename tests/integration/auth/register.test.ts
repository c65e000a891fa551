import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOneTimeToken } from '@/server/auth/one-time-token';
import * as authTokenRepository from '@/server/repositories/auth-token-repository';
import * as userRepository from '@/server/repositories/user-repository';
import type { Api } from '../helpers/api';
import { outboxMail, serveAccountApi, strongPassword, tokenFromMail } from '../helpers/auth-routes';
import { overrideEnv } from '../helpers/env';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits, redisRateLimitKeys } from '../helpers/rate-limits';

let api: Api;
beforeAll(async () => {
  api = await serveAccountApi();
});
afterAll(() => api.close());
isolateRateLimits();

const uniqueEmail = () => `new-${randomUUID()}@example.test`;

describeEachDatabase('POST /api/auth/register', () => {
  it('creates an unverified account (201 UserDto) with an argon2id hash and mails an English verification link', async () => {
    const email = uniqueEmail();
    const password = strongPassword();
    const reply = await api.call('/api/auth/register', {
      body: { email: `  ${email.toUpperCase()} `, name: '  Ada  ', password },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        email,
        name: 'Ada',
        fullName: 'Ada',
        phone: null,
        phoneNumber: null,
        job_title: null,
        address: null,
        role: 'user',
        email_verified: false,
      },
    });
    const stored = await userRepository.findByEmail(email);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await outboxMail(email, /Confirm your LearnHub email address/);
    const { link, token } = tokenFromMail(mail.text);
    expect(link).toBe(`http://localhost:3000/authen/verify-email?token=${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail.html).toContain(`href="http://localhost:3000/authen/verify-email?token=${token}"`);
    // Only the hash is stored, valid for 24 hours.
    const row = await authTokenRepository.findByHash(hashOneTimeToken(token), 'verify_email');
    expect(row?.userId).toBe(stored?.id);
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('writes the mail in Vietnamese with a /vi link for ?lang=vi and for Accept-Language: vi', async () => {
    const first = uniqueEmail();
    await api.call('/api/auth/register?lang=vi', { body: { email: first, name: 'Lan', password: strongPassword() } });
    const mail = await outboxMail(first, /Xác nhận địa chỉ email/);
    expect(mail.text).toContain('Xin chào Lan,');
    expect(tokenFromMail(mail.text).link).toMatch(/^http:\/\/localhost:3000\/vi\/authen\/verify-email\?token=/);

    const second = uniqueEmail();
    await api.call('/api/auth/register', {
      body: { email: second, name: 'Minh', password: strongPassword() },
      headers: { 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.8' },
    });
    expect((await outboxMail(second, /Xác nhận/)).text).toContain('/vi/authen/verify-email?token=');
  });

  it('escapes the name in the HTML part', async () => {
    const email = uniqueEmail();
    await api.call('/api/auth/register', { body: { email, name: '<b>Eve</b> & co', password: strongPassword() } });
    const mail = await outboxMail(email, /Confirm/);
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; co,');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });

  it('answers 409 REGISTER_FAILED for a taken email, whatever its case', async () => {
    const email = uniqueEmail();
    expect(
      (await api.call('/api/auth/register', { body: { email, name: 'A', password: strongPassword() } })).status,
    ).toBe(201);
    const again = await api.call('/api/auth/register', {
      body: { email: email.toUpperCase(), name: 'B', password: strongPassword() },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      error: {
        error_code: 'REGISTER_FAILED',
        request_id: expect.any(String),
        detail: 'An account with this email already exists.',
      },
    });
  });

  it('refuses short, long and common passwords with a field error', async () => {
    const cases: Array<[string, RegExp]> = [
      ['short7!', /at least 8 characters/],
      ['x'.repeat(129), /at most 128 characters/],
      ['Password123', /too common/],
      ['ILOVEYOU', /too common/],
      ['anhyeuem', /too common/],
    ];
    for (const [password, message] of cases) {
      const reply = await api.call('/api/auth/register', { body: { email: uniqueEmail(), name: 'A', password } });
      expect(reply.status, password).toBe(400);
      expect(reply.body.error.error_code).toBe('VALIDATION_ERROR');
      expect(reply.body.error.fields.password).toMatch(message);
      expect(reply.body.error.detail).toMatch(/^password: /);
    }
    // 128 characters is still allowed.
    const longest = await api.call('/api/auth/register', {
      body: { email: uniqueEmail(), name: 'A', password: 'Zq9!'.repeat(32) },
    });
    expect(longest.status).toBe(201);
  });

  it('names every missing or invalid field', async () => {
    const reply = await api.call('/api/auth/register', { body: { email: 'not-an-email' } });
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toEqual({
      email: 'Please enter a valid email address.',
      name: 'Name is required.',
      password: 'Password is required.',
    });
  });

  it('allows 10 sign-ups per hour per IP, then answers 429 with Retry-After', async () => {
    const taken = uniqueEmail();
    for (let index = 0; index < 10; index += 1) {
      // Refused attempts (here: a taken email after the first) count as well as successes.
      const reply = await api.call('/api/auth/register', {
        body: { email: taken, name: 'A', password: strongPassword() },
      });
      expect(reply.status).toBe(index === 0 ? 201 : 409);
    }
    const limited = await api.call('/api/auth/register', {
      body: { email: uniqueEmail(), name: 'A', password: strongPassword() },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.error_code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    if (process.env.REDIS_URL)
      expect((await redisRateLimitKeys()).some((key) => key.includes(':register:'))).toBe(true);
  });

  it('takes its limit from SIGN_UP_LIMIT_PER_HOUR', async () => {
    const restore = overrideEnv({ TRUST_PROXY: true, SIGN_UP_LIMIT_PER_HOUR: 3 });
    try {
      const register = () =>
        api.call('/api/auth/register', {
          headers: { 'X-Forwarded-For': '203.0.113.77' },
          body: { email: uniqueEmail(), name: 'A', password: strongPassword() },
        });
      for (let index = 0; index < 3; index += 1) expect((await register()).status).toBe(201);
      expect((await register()).status).toBe(429);
    } finally {
      restore();
    }
  });

  it('counts an IPv6 client by its /64 network: a new address in it does not reset the limit', async () => {
    const restore = overrideEnv({ TRUST_PROXY: true });
    try {
      const register = (address: string) =>
        api.call('/api/auth/register', {
          headers: { 'X-Forwarded-For': address },
          body: { email: uniqueEmail(), name: 'A', password: strongPassword() },
        });
      for (let index = 1; index <= 10; index += 1) expect((await register(`2001:db8:7:7::${index}`)).status).toBe(201);
      expect((await register('2001:db8:7:7:abcd:ef01:2345:6789')).status).toBe(429);
      // Another network is another client.
      expect((await register('2001:db8:7:8::1')).status).toBe(201);
    } finally {
      restore();
    }
  });
});

describe('POST /api/auth/register methods', () => {
  it('answers 405 for GET', async () => {
    const reply = await api.call('/api/auth/register');
    expect(reply.status).toBe(405);
  });
});
