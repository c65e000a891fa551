import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashOneTimeToken } from '@/server/auth/one-time-token';
import { getDb } from '@/server/db/client';
import { authTokens } from '@/server/db/schema/auth';
import * as authTokenRepository from '@/server/repositories/auth-token-repository';
import * as mailOutboxRepository from '@/server/repositories/mail-outbox-repository';
import * as userRepository from '@/server/repositories/user-repository';
import type { Api } from '../helpers/api';
import {
  loginToken,
  outboxMail,
  registerAccount,
  serveAccountApi,
  strongPassword,
  tokenFromMail,
} from '../helpers/auth-routes';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';

let api: Api;
beforeAll(async () => {
  api = await serveAccountApi();
});
afterAll(() => api.close());
isolateRateLimits();

const uniqueEmail = () => `reset-${randomUUID()}@example.test`;
const forget = (email: string, query = '') => api.call(`/api/auth/forget-password${query}`, { body: { email } });
const reset = (token: string, password: string) => api.call('/api/auth/reset-password', { body: { token, password } });

async function resetToken(email: string, query = ''): Promise<string> {
  await forget(email, query);
  return tokenFromMail((await outboxMail(email, /Reset your|Đặt lại/)).text).token;
}

describeEachDatabase('POST /api/auth/forget-password + reset-password', () => {
  it('mails a 30-minute link; the reset sets the password, verifies the email and ends every session', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    const sessions = [await loginToken(api, email, password), await loginToken(api, email, password)];

    const reply = await forget(email);
    expect(reply.body).toEqual({ success: true, data: { sent: true } });
    const mail = await outboxMail(email, /Reset your LearnHub password/);
    const { link, token } = tokenFromMail(mail.text);
    expect(link).toBe(`http://localhost:3000/authen/reset-password?token=${token}`);
    const row = await authTokenRepository.findByHash(hashOneTimeToken(token), 'reset_password');
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(30, 0);

    const newPassword = strongPassword();
    const done = await reset(token, newPassword);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ reset: true });
    for (const session of sessions) expect((await api.call('/api/auth/me', { token: session })).status).toBe(401);
    expect((await api.call('/api/auth/login', { body: { email, password } })).status).toBe(401);
    const signedIn = await api.call('/api/auth/login', { body: { email, password: newPassword } });
    expect(signedIn.body.data.user.email_verified).toBe(true);
  });

  it('rejects reuse of a token, and spends older links of the account', async () => {
    const { email } = await registerAccount(api, uniqueEmail());
    await forget(email);
    const older = tokenFromMail((await outboxMail(email, /Reset/)).text).token;
    await forget(email);
    const newer = tokenFromMail((await outboxMail(email, /Reset/, 2)).text).token;
    expect(newer).not.toBe(older);

    expect((await reset(newer, strongPassword())).status).toBe(200);
    const reused = await reset(newer, strongPassword());
    expect(reused.status).toBe(400);
    expect(reused.body.error.error_code).toBe('TOKEN_INVALID');
    expect((await reset(older, strongPassword())).body.error.error_code).toBe('TOKEN_INVALID');
  });

  it('rejects an expired token with TOKEN_EXPIRED', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    await forget(email);
    const { token } = tokenFromMail((await outboxMail(email, /Reset/)).text);
    await getDb()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(authTokens.tokenHash, hashOneTimeToken(token)));
    const reply = await reset(token, strongPassword());
    expect(reply.status).toBe(400);
    expect(reply.body.error.error_code).toBe('TOKEN_EXPIRED');
    expect((await api.call('/api/auth/login', { body: { email, password } })).status).toBe(200);
  });

  it('refuses a weak password without spending the token', async () => {
    const { email } = await registerAccount(api, uniqueEmail());
    await forget(email);
    const { token } = tokenFromMail((await outboxMail(email, /Reset/)).text);
    const common = await reset(token, 'iloveyou1');
    expect(common.status).toBe(400);
    expect(common.body.error.fields).toEqual({ password: expect.stringMatching(/too common/) });
    expect((await reset(token, 'short')).body.error.fields.password).toMatch(/at least 8/);
    expect((await reset(token, strongPassword())).status).toBe(200);
  });

  it('answers unknown emails exactly like known ones and mails nothing', async () => {
    const unknown = uniqueEmail();
    const reply = await forget(unknown);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, data: { sent: true } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailOutboxRepository.listTo(unknown)).toEqual([]);
  });

  it('gives Google-only accounts (no password) a password', async () => {
    const user = await userRepository.create({ email: uniqueEmail(), name: 'G', emailVerifiedAt: new Date() });
    const token = await resetToken(user!.email, '?lang=vi');
    const mail = await outboxMail(user!.email, /Đặt lại mật khẩu/);
    expect(mail.text).toContain('/vi/authen/reset-password?token=');
    const password = strongPassword();
    expect((await reset(token, password)).status).toBe(200);
    expect((await api.call('/api/auth/login', { body: { email: user!.email, password } })).status).toBe(200);
  });

  it('allows 3 reset mails per hour per email, then 429 with Retry-After', async () => {
    const { email } = await registerAccount(api, uniqueEmail());
    for (let index = 0; index < 3; index += 1) expect((await forget(email)).status).toBe(200);
    const limited = await forget(email);
    expect(limited.status).toBe(429);
    expect(limited.body.error.error_code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('validates the bodies', async () => {
    expect((await forget('nope')).body.error.fields).toEqual({ email: 'Please enter a valid email address.' });
    const reply = await api.call('/api/auth/reset-password', { body: { password: strongPassword() } });
    expect(reply.body.error.fields).toEqual({ token: 'Token is required.' });
  });
});
