import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import * as mailOutboxRepository from '@/server/repositories/mail-outbox-repository';
import type { Api } from '../helpers/api';
import { serveAccountApi, strongPassword, tokenFromMail } from '../helpers/auth-routes';
import { describeEachDatabase } from '../helpers/databases';
import { overrideEnv } from '../helpers/env';
import { isolateRateLimits } from '../helpers/rate-limits';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

let api: Api;
let sink: SmtpSink;
beforeAll(async () => {
  api = await serveAccountApi();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await api.close();
  await sink.close();
});
isolateRateLimits();

let restoreEnv: () => void;
beforeEach(() => {
  restoreEnv = overrideEnv({ SMTP_URL: sink.url, MAIL_FROM: 'LearnHub Test <robot@learnhub.test>' });
});
afterEach(() => restoreEnv());

const uniqueEmail = () => `smtp-${randomUUID()}@example.test`;

describeEachDatabase('mail through SMTP (SMTP_URL set)', () => {
  it('delivers the verification mail to a real SMTP server; its link verifies the account', async () => {
    const email = uniqueEmail();
    const reply = await api.call('/api/auth/register', {
      body: { email, name: 'Smtp Person', password: strongPassword() },
    });
    expect(reply.status).toBe(201);

    const message = await sink.next(email);
    expect(message.from).toBe('robot@learnhub.test');
    expect(message.subject).toBe('Confirm your LearnHub email address');
    expect(message.raw).toMatch(/^From: LearnHub Test <robot@learnhub\.test>/m);
    expect(message.text).toContain('Hello Smtp Person,');
    expect(message.html).toContain('<a href="http://localhost:3000/authen/verify-email?token=');
    // The layout's logo travels inside the mail, as the part its HTML names.
    expect(message.html).toContain('<img src="cid:logo@learnhub"');
    expect(message.raw).toMatch(/^Content-ID: <logo@learnhub>/m);
    expect(message.raw).toMatch(/^Content-Type: image\/png; name=learnhub\.png/m);
    // The footer of the company's facts, in the plain-text part too.
    expect(message.text).toContain('\n-- \nLearnHub — ');
    expect(message.text).toContain('Email: hello@learnhub.local');
    const { token } = tokenFromMail(message.text);

    const verified = await api.call('/api/auth/request-verify-mail', { body: { token } });
    expect(verified.body.data).toEqual({ verified: true, email });
    // Sent, not stored.
    expect(await mailOutboxRepository.listTo(email)).toEqual([]);
  });

  it('delivers a Vietnamese reset mail whose link resets the password', async () => {
    const email = uniqueEmail();
    await api.call('/api/auth/register', { body: { email, name: 'Nguyễn Văn A', password: strongPassword() } });
    await sink.next(email);
    await api.call('/api/auth/forget-password', { body: { email }, headers: { 'Accept-Language': 'vi' } });
    const reset = await waitForSecond(email);
    expect(reset.subject).toBe('Đặt lại mật khẩu LearnHub');
    expect(reset.text).toContain('Xin chào Nguyễn Văn A,');
    const { link, token } = tokenFromMail(reset.text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/vi\/authen\/reset-password\?token=/);
    const password = strongPassword();
    expect((await api.call('/api/auth/reset-password', { body: { token, password } })).body.data).toEqual({
      reset: true,
    });
    expect((await api.call('/api/auth/login', { body: { email, password } })).status).toBe(200);
  });
});

async function waitForSecond(email: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = sink.messages.filter((message) => message.to.includes(email));
    if (mails.length >= 2) return mails[1]!;
    if (Date.now() > deadline) throw new Error('second mail not received');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
