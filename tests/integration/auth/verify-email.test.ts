import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashOneTimeToken } from '@/server/auth/one-time-token';
import { getDb } from '@/server/db/client';
import { authTokens } from '@/server/db/schema/auth';
import * as mailOutboxRepository from '@/server/repositories/mail-outbox-repository';
import * as userRepository from '@/server/repositories/user-repository';
import type { Api } from '../helpers/api';
import { outboxMail, registerAccount, serveAccountApi, tokenFromMail } from '../helpers/auth-routes';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { createTestUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveAccountApi();
});
afterAll(() => api.close());
isolateRateLimits();

const uniqueEmail = () => `verify-${randomUUID()}@example.test`;
const verifyCall = (body: unknown) => api.call('/api/auth/request-verify-mail', { body });

describeEachDatabase('POST /api/auth/request-verify-mail', () => {
  it('{token} verifies the account once; the same token is then TOKEN_INVALID', async () => {
    const { email } = await registerAccount(api, uniqueEmail());
    const { token } = tokenFromMail((await outboxMail(email, /Confirm/)).text);

    const reply = await verifyCall({ token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ verified: true, email });
    expect((await userRepository.findByEmail(email))?.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await verifyCall({ token });
    expect(again.status).toBe(400);
    expect(again.body.error.error_code).toBe('TOKEN_INVALID');
  });

  it('refuses unknown tokens and expired ones (TOKEN_EXPIRED), leaving the account unverified', async () => {
    expect((await verifyCall({ token: 'x'.repeat(43) })).body.error.error_code).toBe('TOKEN_INVALID');

    const { email } = await registerAccount(api, uniqueEmail());
    const { token } = tokenFromMail((await outboxMail(email, /Confirm/)).text);
    await getDb()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashOneTimeToken(token)));
    const expired = await verifyCall({ token });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toEqual({
      error_code: 'TOKEN_EXPIRED',
      request_id: expect.any(String),
      detail: 'This link has expired. Ask for a new one.',
    });
    expect((await userRepository.findByEmail(email))?.emailVerifiedAt).toBeNull();
  });

  it('a reset token is not a verification token', async () => {
    const { email } = await registerAccount(api, uniqueEmail());
    await api.call('/api/auth/forget-password', { body: { email } });
    const { token } = tokenFromMail((await outboxMail(email, /Reset your LearnHub password/)).text);
    expect((await verifyCall({ token })).body.error.error_code).toBe('TOKEN_INVALID');
  });

  it('{email} mails a new link to an unverified account; both links work until one is used', async () => {
    const { email } = await registerAccount(api, uniqueEmail());
    const reply = await verifyCall({ email: email.toUpperCase() });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ sent: true });
    const second = await outboxMail(email, /Confirm/, 2);
    const { token } = tokenFromMail(second.text);
    expect((await verifyCall({ token })).body.data).toEqual({ verified: true, email });
  });

  it('{email} gives the same reply for unknown and verified emails, and sends nothing', async () => {
    const verified = await createTestUser();
    const unknown = uniqueEmail();
    const replies = [await verifyCall({ email: verified.email }), await verifyCall({ email: unknown })];
    for (const reply of replies) expect(reply.body).toEqual({ success: true, data: { sent: true } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailOutboxRepository.listTo(verified.email)).toEqual([]);
    expect(await mailOutboxRepository.listTo(unknown)).toEqual([]);
  });

  it('allows 3 mails per hour per email (known or not), then 429 with Retry-After', async () => {
    const { email } = await registerAccount(api, uniqueEmail());
    for (let index = 0; index < 3; index += 1) expect((await verifyCall({ email })).status).toBe(200);
    const limited = await verifyCall({ email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    const unknown = uniqueEmail();
    for (let index = 0; index < 3; index += 1) await verifyCall({ email: unknown });
    expect((await verifyCall({ email: unknown })).status).toBe(429);
    // Verifying with a token is not limited by it.
    const { token } = tokenFromMail((await outboxMail(email, /Confirm/)).text);
    expect((await verifyCall({ token })).status).toBe(200);
  });

  it('wants exactly one of email and token', async () => {
    for (const body of [{}, { email: 'a@example.test', token: 'abc' }]) {
      const reply = await verifyCall(body);
      expect(reply.status).toBe(400);
      expect(reply.body.error.detail).toBe('body: Send either email or token.');
    }
  });
});
