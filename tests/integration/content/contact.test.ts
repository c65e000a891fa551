import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import * as contactsRoute from '@/pages/api/contacts';
import { getDb } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema/contact';
import * as mailOutboxRepository from '@/server/repositories/mail-outbox-repository';
import * as userRepository from '@/server/repositories/user-repository';
import { serveApi, waitFor, type Api } from '../helpers/api';
import { describeEachDatabase, truncateAll } from '../helpers/databases';
import { overrideEnv } from '../helpers/env';
import { isolateRateLimits } from '../helpers/rate-limits';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

let api: Api;
let sink: SmtpSink;
beforeAll(async () => {
  api = await serveApi({ '/api/contacts': contactsRoute });
  sink = await startSmtpSink();
});
afterAll(async () => {
  await api.close();
  await sink.close();
});
isolateRateLimits();

const TEAM = ['team@learnhub.test', 'sales@learnhub.test'];
let restoreEnv: () => void;
beforeEach(() => {
  restoreEnv = overrideEnv({ SMTP_URL: sink.url, CONTACT_TO: TEAM });
});
afterEach(() => restoreEnv());

const validMessage = () => ({
  name: 'Phạm Thu <b>Trang</b>',
  email: `visitor-${randomUUID()}@example.test`,
  phone: '+84 90 123 4567',
  subject: 'Building an internal training portal',
  message: 'Hello,\n\nWe would like a quote for a portal for 200 employees.\n\nThanks!',
});

/** The team's mail about one visitor's message (the sink is shared by every test of the file). */
const mailAbout = (to: string, visitorEmail: string) =>
  waitFor(async () => sink.messages.find((m) => m.to.includes(to) && m.text.includes(visitorEmail)));

const send = (body: unknown, headers: Record<string, string> = {}) => api.call('/api/contacts', { body, headers });

describeEachDatabase('POST /api/contacts', (ctx) => {
  afterEach(() => truncateAll(ctx.database));

  it('stores the message, answers 201 with its id and mails it to every CONTACT_TO address with Reply-To', async () => {
    const body = validMessage();
    const reply = await send(body);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ success: true, data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });

    const [row] = await getDb().select().from(contactMessages);
    expect(row).toMatchObject({ id: reply.body.data.id, ...body, language: 'en' });

    for (const to of TEAM) {
      const mail = await mailAbout(to, body.email);
      expect(mail.subject).toBe('[Contact] Building an internal training portal');
      expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${body.email}`, 'm'));
      expect(mail.text).toContain(`From: Phạm Thu <b>Trang</b> <${body.email}>`);
      expect(mail.text).toContain('We would like a quote for a portal for 200 employees.');
      // The visitor's text is escaped in the HTML part.
      expect(mail.html).toContain('Phạm Thu &lt;b&gt;Trang&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>Trang</b>');
    }
  });

  it('takes the phone as optional and writes the team mail in the visitor’s language', async () => {
    const withoutPhone = { ...validMessage(), phone: '' };
    const reply = await send(withoutPhone, { 'Accept-Language': 'vi' });
    expect(reply.status).toBe(201);
    const [row] = await getDb().select().from(contactMessages);
    expect(row).toMatchObject({ phone: null, language: 'vi' });
    const mail = await mailAbout(TEAM[0]!, withoutPhone.email);
    expect(mail.subject).toBe(`[Liên hệ] ${withoutPhone.subject}`);
    expect(mail.text).toContain('Điện thoại: —');
  });

  it('refuses invalid fields with VALIDATION_ERROR and every field in `fields`; nothing is stored', async () => {
    const reply = await send({
      name: '  ',
      email: 'not-an-email',
      phone: 'call me',
      subject: 'x'.repeat(151),
      message: 'Too short',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.error_code).toBe('VALIDATION_ERROR');
    expect(reply.body.error.fields).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      subject: 'Subject must be at most 150 characters.',
      message: 'Message must be at least 10 characters.',
    });
    const missing = await send({});
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
    const twoLines = await send({ ...validMessage(), subject: 'Hello\r\nBcc: victim@example.test' });
    expect(twoLines.body.error.fields).toEqual({ subject: 'Subject must be on one line.' });
    const tooLong = await send({ ...validMessage(), message: 'x'.repeat(5001) });
    expect(tooLong.body.error.fields).toEqual({ message: 'Message must be at most 5000 characters.' });
    expect(await getDb().select().from(contactMessages)).toEqual([]);
  });

  it('answers a filled honeypot like a success, but stores and mails nothing', async () => {
    const body = { ...validMessage(), website: 'https://spam.example' };
    const reply = await send(body);
    expect(reply.status).toBe(201);
    expect(reply.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await getDb().select().from(contactMessages)).toEqual([]);
    expect(sink.messages.filter((m) => m.text.includes(body.email))).toEqual([]);
  });

  it('allows 5 messages an hour per IP (honeypot ones count too), then 429 with Retry-After', async () => {
    await send({ ...validMessage(), website: 'bot' });
    for (let n = 0; n < 4; n += 1) expect((await send(validMessage())).status).toBe(201);
    const limited = await send(validMessage());
    expect(limited.status).toBe(429);
    expect(limited.body.error.error_code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await getDb().select().from(contactMessages)).toHaveLength(4);
  });

  it('without CONTACT_TO, mails every admin account (here through the outbox)', async () => {
    restoreEnv();
    restoreEnv = overrideEnv({ SMTP_URL: undefined, CONTACT_TO: undefined });
    const admins = ['boss@learnhub.test', 'ops@learnhub.test'];
    for (const email of admins) await userRepository.upsertByEmail({ email, name: 'Admin', role: 'admin' });
    await userRepository.upsertByEmail({ email: 'learner@learnhub.test', name: 'Learner' });
    const body = validMessage();
    expect((await send(body)).status).toBe(201);
    for (const to of admins) {
      const [mail] = await waitFor(async () => {
        const mails = await mailOutboxRepository.listTo(to);
        return mails.length > 0 ? mails : undefined;
      });
      expect(mail!.subject).toBe(`[Contact] ${body.subject}`);
    }
    expect(await mailOutboxRepository.listTo('learner@learnhub.test')).toEqual([]);
  });
});
