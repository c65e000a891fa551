import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import * as confirmRoute from '@/pages/api/newsletter/confirm';
import * as subscribeRoute from '@/pages/api/newsletter/index';
import * as unsubscribeRoute from '@/pages/api/newsletter/unsubscribe';
import { getDb } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema/newsletter';
import { serveApi, waitFor, type Api } from '../helpers/api';
import { describeEachDatabase } from '../helpers/databases';
import { overrideEnv } from '../helpers/env';
import { isolateRateLimits } from '../helpers/rate-limits';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../helpers/smtp-sink';

let api: Api;
let sink: SmtpSink;
beforeAll(async () => {
  api = await serveApi({
    '/api/newsletter': subscribeRoute,
    '/api/newsletter/confirm': confirmRoute,
    '/api/newsletter/unsubscribe': unsubscribeRoute,
  });
  sink = await startSmtpSink();
});
afterAll(async () => {
  await api.close();
  await sink.close();
});
isolateRateLimits();

let restoreEnv: () => void;
beforeEach(() => {
  restoreEnv = overrideEnv({ SMTP_URL: sink.url });
});
afterEach(() => restoreEnv());

const uniqueEmail = () => `reader-${randomUUID()}@example.test`;
const subscribe = (email: string, headers: Record<string, string> = {}) =>
  api.call('/api/newsletter', { body: { email }, headers });
const confirm = (token: string) => api.call('/api/newsletter/confirm', { body: { token } });
const unsubscribe = (token: string) =>
  api.call(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });

/** The `count`-th mail (1-based) to an address, waiting for background sends. */
function mailTo(email: string, count = 1): Promise<ReceivedMail> {
  return waitFor(async () => sink.messages.filter((message) => message.to.includes(email))[count - 1]);
}

function linkIn(mail: ReceivedMail, pathname: string): URL {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((href) => new URL(href))
    .find((candidate) => candidate.pathname.endsWith(pathname));
  if (!url) throw new Error(`no ${pathname} link in ${mail.subject}`);
  return url;
}

const subscriberRow = async (email: string) =>
  (await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describeEachDatabase('newsletter: double opt-in', () => {
  it('subscribe → confirmation mail → confirm → welcome mail → one-click unsubscribe', async () => {
    const email = uniqueEmail();
    const reply = await subscribe(email.toUpperCase());
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, data: { sent: true } });

    const confirmation = await mailTo(email);
    expect(confirmation.subject).toBe('Confirm your LearnHub newsletter subscription');
    const confirmLink = linkIn(confirmation, '/newsletter/confirm');
    expect(confirmLink.origin + confirmLink.pathname).toBe('http://localhost:3000/newsletter/confirm');
    expect(await subscriberRow(email)).toMatchObject({ status: 'pending', language: 'en', confirmedAt: null });

    const token = confirmLink.searchParams.get('token')!;
    expect((await confirm(token)).body).toEqual({ success: true, data: { confirmed: true, email } });
    expect(await subscriberRow(email)).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Date) });
    // Opening the link again is not an error.
    expect((await confirm(token)).body.data).toEqual({ confirmed: true, email });

    const welcome = await mailTo(email, 2);
    expect(welcome.subject).toBe('Welcome to the LearnHub newsletter');
    const unsubscribePage = linkIn(welcome, '/newsletter/unsubscribe');
    // The mail client's one-click button (RFC 8058) and the page's link carry the same token.
    // (The header may be folded onto a second line.)
    const header = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(welcome.raw)?.[1];
    expect(welcome.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const oneClick = new URL(header!);
    expect(oneClick.pathname).toBe('/api/newsletter/unsubscribe');
    expect(oneClick.searchParams.get('token')).toBe(unsubscribePage.searchParams.get('token'));

    // A mail client posts a form, not JSON: the body is not read.
    const clicked = await api.call(`/api/newsletter/unsubscribe${oneClick.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(clicked.body).toEqual({ success: true, data: { unsubscribed: true } });
    expect(await subscriberRow(email)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });
    expect((await unsubscribe(unsubscribePage.searchParams.get('token')!)).body.data).toEqual({ unsubscribed: true });
    // The old confirmation link no longer subscribes anyone.
    expect((await confirm(token)).body.error.error_code).toBe('TOKEN_INVALID');
  });

  it('answers the same for a new, a pending and a confirmed address, and keeps one row', async () => {
    const email = uniqueEmail();
    const replies = [await subscribe(email)];
    const first = linkIn(await mailTo(email), '/newsletter/confirm').searchParams.get('token')!;
    replies.push(await subscribe(email));
    const second = linkIn(await mailTo(email, 2), '/newsletter/confirm').searchParams.get('token')!;
    // A new link replaces the pending one.
    expect((await confirm(first)).body.error.error_code).toBe('TOKEN_INVALID');
    expect((await confirm(second)).status).toBe(200);
    await mailTo(email, 3); // welcome
    replies.push(await subscribe(email));
    const already = await mailTo(email, 4);
    expect(already.subject).toBe('You are already subscribed to the LearnHub newsletter');
    expect(already.text).toContain('/newsletter/unsubscribe?token=');

    for (const reply of replies)
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 200,
        body: { success: true, data: { sent: true } },
      });
    const rows = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('confirmed');
  });

  it('lets an unsubscribed address subscribe again, with a new confirmation', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const token = linkIn(await mailTo(email), '/newsletter/confirm').searchParams.get('token')!;
    await confirm(token);
    const unsubscribeToken = linkIn(await mailTo(email, 2), '/newsletter/unsubscribe').searchParams.get('token')!;
    await unsubscribe(unsubscribeToken);

    await subscribe(email, { 'Accept-Language': 'vi' });
    const again = await mailTo(email, 3);
    expect(again.subject).toBe('Xác nhận đăng ký bản tin LearnHub');
    const link = linkIn(again, '/newsletter/confirm');
    expect(link.pathname).toBe('/vi/newsletter/confirm');
    expect(await subscriberRow(email)).toMatchObject({ status: 'pending', language: 'vi' });
    expect((await confirm(link.searchParams.get('token')!)).status).toBe(200);
  });

  it('refuses an expired confirmation link with TOKEN_EXPIRED, and unknown tokens with TOKEN_INVALID', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const token = linkIn(await mailTo(email), '/newsletter/confirm').searchParams.get('token')!;
    await getDb()
      .update(newsletterSubscribers)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(expired.body.error.error_code).toBe('TOKEN_EXPIRED');
    expect((await subscriberRow(email))!.status).toBe('pending');

    expect((await confirm('nope')).body.error.error_code).toBe('TOKEN_INVALID');
    expect((await unsubscribe('nope')).body.error.error_code).toBe('TOKEN_INVALID');
    expect((await api.call('/api/newsletter/confirm', { body: {} })).body.error.fields).toEqual({
      token: 'Token is required.',
    });
    expect((await api.call('/api/newsletter/unsubscribe', { method: 'POST' })).status).toBe(400);
  });

  it('validates the address, and limits mails to 3 an hour per address and sign-ups to 10 per IP', async () => {
    const bad = await subscribe('not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ email: 'Please enter a valid email address.' });

    const email = uniqueEmail();
    for (let n = 0; n < 3; n += 1) expect((await subscribe(email)).status).toBe(200);
    const limited = await subscribe(email);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

    // 4 requests so far from this IP; 6 more addresses pass, the 11th request does not.
    for (let n = 0; n < 6; n += 1) expect((await subscribe(uniqueEmail())).status).toBe(200);
    expect((await subscribe(uniqueEmail())).status).toBe(429);
  });
});
