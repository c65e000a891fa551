import { randomUUID } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import * as unsubscribeRoute from '@/pages/api/newsletter/unsubscribe';
import { getDb } from '@/server/db/client';
import { newsletterDeliveries, newsletterSubscribers } from '@/server/db/schema/newsletter';
import { isAppError } from '@/server/http/app-error';
import * as adminNewsletterRepository from '@/server/repositories/admin-newsletter-repository';
import { startIssueSend } from '@/server/services/admin/newsletter/send-issue';
import { backgroundWorkSettled } from '@/server/background-work';
import { serveApi, type Api } from '../helpers/api';
import { auditOf } from '../helpers/admin';
import { describeEachDatabase } from '../helpers/databases';
import { overrideEnv } from '../helpers/env';
import { holdNextCall } from '../helpers/hold-next-call';
import { addSubscriber, issueBody } from '../helpers/newsletter';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../helpers/smtp-sink';
import { signedInUser } from '../helpers/users';

// The real lock, which the race test holds once it has answered.
vi.mock('@/server/repositories/admin-newsletter-repository', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/repositories/admin-newsletter-repository')>();
  return { ...actual, lockIssue: vi.fn(actual.lockIssue) };
});

const ROUTES = [
  '/api/admin/audit-log',
  '/api/admin/newsletter/issues',
  '/api/admin/newsletter/issues/[id]',
  '/api/admin/newsletter/issues/[id]/send',
  '/api/admin/newsletter/issues/[id]/test',
  '/api/admin/newsletter/preview',
  '/api/admin/newsletter/subscribers',
  '/api/admin/newsletter/subscribers/export',
];

let api: Api;
let sink: SmtpSink;
beforeAll(async () => {
  api = await serveApi({
    ...Object.fromEntries(ROUTES.map((path) => [path, API_ROUTES[path]!])),
    '/api/newsletter/unsubscribe': unsubscribeRoute,
  });
  sink = await startSmtpSink();
});
afterAll(async () => {
  await api.close();
  await sink.close();
});

let restoreEnv: () => void;
beforeEach(() => {
  restoreEnv = overrideEnv({ SMTP_URL: sink.url });
});
afterEach(() => restoreEnv());

const mailsTo = (email: string): ReceivedMail[] => sink.messages.filter((mail) => mail.to.includes(email));

/** The unsubscribe link of a mail's text (the page), and of its List-Unsubscribe header (one click). */
function unsubscribeLinksOf(mail: ReceivedMail) {
  const page = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((href) => new URL(href))
    .find((url) => url.pathname.endsWith('/newsletter/unsubscribe'));
  // The header may be folded onto a second line.
  const header = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  return { page, oneClick: header ? new URL(header) : undefined };
}

describeEachDatabase('the back office: the newsletter', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
  });
  const create = (body: unknown = issueBody(), token = admin.token) =>
    api.call('/api/admin/newsletter/issues', { token, body });
  const patch = (id: string, body: unknown, token = admin.token) =>
    api.call(`/api/admin/newsletter/issues/${id}`, { token, method: 'PATCH', body });
  const send = (id: string, token = admin.token) =>
    api.call(`/api/admin/newsletter/issues/${id}/send`, { token, method: 'POST' });

  it('sends to the three confirmed readers, each in their language with their unsubscribe link and headers; not to the pending or the unsubscribed one', async () => {
    // A blank list of readers: the three below are the only confirmed ones.
    await getDb().delete(newsletterSubscribers).where(isNotNull(newsletterSubscribers.id));
    const english = [await addSubscriber('confirmed', 'en'), await addSubscriber('confirmed', 'en')];
    const vietnamese = await addSubscriber('confirmed', 'vi');
    const pending = await addSubscriber('pending', 'en');
    const unsubscribed = await addSubscriber('unsubscribed', 'vi');
    const created = await create(issueBody('launch'));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'draft', audience: { en: 2, vi: 1 } });

    const started = await send(created.body.data.id);
    expect(started.status).toBe(202);
    expect(started.body.data.status).toBe('sending');
    expect(started.body.data.progress.en.total + started.body.data.progress.vi.total).toBe(3);
    const deliveries = await getDb()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, created.body.data.id));
    expect(deliveries.map((row) => row.subscriberId).sort()).toEqual(
      [english[0]!.id, english[1]!.id, vietnamese.id].sort(),
    );
    await backgroundWorkSettled();

    for (const [reader, subject, pagePath] of [
      [english[0]!, 'News launch', '/newsletter/unsubscribe'],
      [english[1]!, 'News launch', '/newsletter/unsubscribe'],
      [vietnamese, 'Tin mới launch', '/vi/newsletter/unsubscribe'],
    ] as const) {
      const mails = mailsTo(reader.email);
      expect(mails, reader.email).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe(subject);
      // The body's Markdown, rendered and sanitised as a post is (its headings start at h2).
      expect(mail!.html).toContain(reader.language === 'en' ? '<h2>Hello launch</h2>' : '<h2>Xin chào launch</h2>');
      expect(mail!.text).toContain(
        reader.language === 'en' ? 'A **new** course is out.' : 'Khóa học **mới** đã ra mắt.',
      );
      const links = unsubscribeLinksOf(mail!);
      expect(links.page?.pathname).toBe(pagePath);
      expect(links.page?.searchParams.get('token')).toBe(reader.unsubscribeToken);
      expect(mail!.html).toContain(`unsubscribe?token=${reader.unsubscribeToken}`);
      expect(links.oneClick?.pathname).toBe('/api/newsletter/unsubscribe');
      expect(links.oneClick?.searchParams.get('token')).toBe(reader.unsubscribeToken);
      expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    }
    expect(mailsTo(pending.email)).toEqual([]);
    expect(mailsTo(unsubscribed.email)).toEqual([]);

    const done = await api.call(`/api/admin/newsletter/issues/${created.body.data.id}`, { token: admin.token });
    expect(done.body.data).toMatchObject({
      status: 'sent',
      sent_at: expect.any(String),
      progress: { en: { total: 2, sent: 2, queued: 0 }, vi: { total: 1, sent: 1, failed: 0, skipped: 0 } },
    });

    // The mail client's one-click button (RFC 8058): a form POST to the header's URL.
    const oneClick = unsubscribeLinksOf(mailsTo(vietnamese.email)[0]!).oneClick!;
    const clicked = await api.call(`${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      rawBody: new TextEncoder().encode('List-Unsubscribe=One-Click'),
    });
    expect(clicked.body).toEqual({ success: true, data: { unsubscribed: true } });
    const listed = await api.call(
      `/api/admin/newsletter/subscribers?status=unsubscribed&q=${encodeURIComponent(vietnamese.email)}`,
      { token: admin.token },
    );
    expect(listed.body.data).toMatchObject([{ id: vietnamese.id, status: 'unsubscribed' }]);
  });

  it('starts a send once: two racing starts queue the readers once, and the second is refused (409)', async () => {
    await addSubscriber('confirmed', 'en');
    const issue = (await create()).body.data;
    // The first start locks the issue and waits while the second starts: the second must wait
    // for the lock and find the send started, not read the issue as the draft it was.
    const locked = holdNextCall(vi.mocked(adminNewsletterRepository.lockIssue));
    const first = startIssueSend(issue.id, { ...admin.user, sessionId: admin.sessionId });
    await locked.answered;
    const second = startIssueSend(issue.id, { ...admin.user, sessionId: admin.sessionId });
    await Promise.race([second.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 500))]);
    locked.release();
    const results = await Promise.allSettled([first, second]);
    expect(results[0]!.status).toBe('fulfilled');
    const refused = results[1]!.status === 'rejected' ? results[1]!.reason : null;
    expect(isAppError(refused) && refused.code).toBe('NEWSLETTER_ALREADY_STARTED');
    const confirmed = await adminNewsletterRepository.countConfirmed();
    const deliveries = await getDb()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issue.id));
    expect(deliveries).toHaveLength(confirmed.en + confirmed.vi);

    // Through the API: two clicks at once, one 202 and one 409.
    const other = (await create()).body.data;
    const replies = await Promise.all([send(other.id), send(other.id)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([202, 409]);
    expect(replies.find((reply) => reply.status === 409)!.body.error.error_code).toBe('NEWSLETTER_ALREADY_STARTED');
    await backgroundWorkSettled();
  });

  it('edits and deletes drafts only, and audits every write', async () => {
    const created = await create({ subject: { en: 'Draft', vi: '' }, body_markdown: { en: '', vi: '' } });
    const id = created.body.data.id;
    const changed = await patch(id, { body_markdown: { en: 'Body *one*', vi: '' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ subject: { en: 'Draft', vi: '' }, body_markdown: { en: 'Body *one*' } });
    const tested = await api.call(`/api/admin/newsletter/issues/${id}/test`, { token: admin.token, body: {} });
    expect(tested.body.data).toEqual({ to: admin.user.email, languages: ['en'] });
    expect((await send(id)).status).toBe(202);
    const locked = await patch(id, { subject: { en: 'Late', vi: '' } });
    expect(locked.status).toBe(409);
    expect(locked.body.error.error_code).toBe('NEWSLETTER_NOT_DRAFT');
    const notDeleted = await api.call(`/api/admin/newsletter/issues/${id}`, { token: admin.token, method: 'DELETE' });
    expect(notDeleted.body.error.error_code).toBe('NEWSLETTER_NOT_DRAFT');
    expect((await send(id)).body.error.error_code).toBe('NEWSLETTER_ALREADY_STARTED');
    await backgroundWorkSettled();

    const audit = await auditOf(api, admin.token, 'newsletter_issue', id);
    expect(audit.map((row) => row.action)).toEqual([
      'newsletter.send',
      'newsletter.test',
      'newsletter.update',
      'newsletter.create',
    ]);
    expect(audit[2]).toMatchObject({
      before: { body_markdown: { en: '' } },
      after: { body_markdown: { en: 'Body *one*' }, status: 'draft' },
    });
    expect(audit[0]).toMatchObject({ before: { status: 'draft' }, after: { languages: ['en'] } });

    const draft = (await create()).body.data.id;
    const deleted = await api.call(`/api/admin/newsletter/issues/${draft}`, { token: admin.token, method: 'DELETE' });
    expect(deleted.body.data).toEqual({ deleted: true });
    expect((await api.call(`/api/admin/newsletter/issues/${draft}`, { token: admin.token })).status).toBe(404);
    expect((await auditOf(api, admin.token, 'newsletter_issue', draft)).map((row) => row.action)).toEqual([
      'newsletter.delete',
      'newsletter.create',
    ]);
  });

  it('mails a test of each written language (or the chosen one) to the admin only, marked as a test', async () => {
    const issue = (await create(issueBody('preview'))).body.data;
    const both = await api.call(`/api/admin/newsletter/issues/${issue.id}/test`, { token: admin.token, body: {} });
    expect(both.body.data).toEqual({ to: admin.user.email, languages: ['en', 'vi'] });
    const one = await api.call(`/api/admin/newsletter/issues/${issue.id}/test`, {
      token: admin.token,
      body: { language: 'vi' },
    });
    expect(one.body.data.languages).toEqual(['vi']);
    expect(
      mailsTo(admin.user.email)
        .map((mail) => mail.subject)
        .filter((subject) => subject.includes('preview')),
    ).toEqual(['[Test] News preview', '[Thử] Tin mới preview', '[Thử] Tin mới preview']);
    // Still a draft, nobody else mailed.
    const after = await api.call(`/api/admin/newsletter/issues/${issue.id}`, { token: admin.token });
    expect(after.body.data).toMatchObject({ status: 'draft', progress: { en: { total: 0 }, vi: { total: 0 } } });
  });

  it('refuses a send with nothing written (NEWSLETTER_EMPTY) or a language half written (the field named)', async () => {
    const empty = (await create({ subject: { en: '', vi: '' }, body_markdown: { en: '', vi: '' } })).body.data;
    const refused = await send(empty.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.error_code).toBe('NEWSLETTER_EMPTY');
    const tested = await api.call(`/api/admin/newsletter/issues/${empty.id}/test`, { token: admin.token, body: {} });
    expect(tested.body.error.error_code).toBe('NEWSLETTER_EMPTY');

    const half = (
      await create({ subject: { en: 'Whole', vi: 'Chỉ có tiêu đề' }, body_markdown: { en: 'Body', vi: '' } })
    ).body.data;
    const halfRefused = await send(half.id);
    expect(halfRefused.status).toBe(400);
    expect(halfRefused.body.error.fields).toEqual({
      'body_markdown.vi': 'Write the Vietnamese body, or clear its subject.',
    });
    const wrongLanguage = await api.call(`/api/admin/newsletter/issues/${half.id}/test`, {
      token: admin.token,
      body: { language: 'vi' },
    });
    expect(wrongLanguage.body.error.fields).toHaveProperty('language');
    expect((await api.call(`/api/admin/newsletter/issues/${half.id}`, { token: admin.token })).body.data.status).toBe(
      'draft',
    );
  });

  it('lists subscribers searched by email and filtered by status and language, and exports them as CSV', async () => {
    const tag = randomUUID().slice(0, 8);
    const lan = await addSubscriber('confirmed', 'vi', `lan.${tag}@example.test`);
    const hung = await addSubscriber('pending', 'en', `hung.${tag}@example.test`);
    const formula = await addSubscriber('confirmed', 'en', `=cmd.${tag}@example.test`);
    const ids = async (query: string) =>
      (
        (await api.call(`/api/admin/newsletter/subscribers?${query}`, { token: admin.token })).body.data as {
          id: string;
        }[]
      ).map((row) => row.id);
    expect(await ids(`q=${tag}&page_size=100`)).toEqual([formula.id, hung.id, lan.id]);
    expect(await ids(`q=lan.${tag}`)).toEqual([lan.id]);
    expect(await ids(`q=${tag}&status=pending`)).toEqual([hung.id]);
    expect(await ids(`q=${tag}&language=vi`)).toEqual([lan.id]);
    const paged = await api.call(`/api/admin/newsletter/subscribers?q=${tag}&page_size=2&page=2`, {
      token: admin.token,
    });
    expect(paged.body).toMatchObject({ page: 2, total_page: 2, data: [{ id: lan.id }] });
    expect(paged.body.data[0]).toMatchObject({ email: lan.email, language: 'vi', status: 'confirmed' });

    const exported = await api.raw(`/api/admin/newsletter/subscribers/export?q=${tag}&status=confirmed`, {
      token: admin.token,
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await exported.arrayBuffer());
    // A byte order mark first, or Excel reads the UTF-8 as a legacy code page.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('email,language,status,subscribed_at,confirmed_at,unsubscribed_at');
    expect(lines.slice(1, -1).map((line) => line.split(',').slice(0, 3))).toEqual([
      [`'=cmd.${tag}@example.test`, 'en', 'confirmed'],
      [lan.email, 'vi', 'confirmed'],
    ]);
  });

  it('previews Markdown exactly as the mail renders it: sanitised', async () => {
    const reply = await api.call('/api/admin/newsletter/preview', {
      token: admin.token,
      body: {
        body_markdown:
          '## Hi\n\n<script>alert(1)</script><img src="x" onerror="alert(1)">\n\n[site](https://learnhub.local)',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.html).toContain('<h2>Hi</h2>');
    expect(reply.body.data.html).toContain('href="https://learnhub.local"');
    expect(reply.body.data.html).not.toMatch(/<script|onerror/);
  });

  it('refuses learners and visitors, unknown issues and bad input', async () => {
    const learner = await signedInUser();
    const issue = (await create()).body.data;
    expect((await api.call('/api/admin/newsletter/subscribers', { token: learner.token })).status).toBe(403);
    expect((await api.call('/api/admin/newsletter/subscribers/export')).status).toBe(401);
    expect((await create(issueBody(), learner.token)).status).toBe(403);
    expect((await send(issue.id, learner.token)).status).toBe(403);
    expect((await patch(issue.id, { subject: { en: 'x', vi: 'y' } }, learner.token)).status).toBe(403);
    expect((await send(randomUUID())).status).toBe(404);
    expect((await patch(randomUUID(), { subject: { en: 'x', vi: 'y' } })).status).toBe(404);
    expect((await api.call('/api/admin/newsletter/issues/not-a-uuid', { token: admin.token })).status).toBe(400);
    expect((await patch(issue.id, {})).status).toBe(400);
    expect((await patch(issue.id, { subject: { en: 'x'.repeat(201), vi: '' } })).body.error.fields).toHaveProperty(
      'subject.en',
    );
    expect((await create({ ...issueBody(), status: 'sent' })).status).toBe(400);
    expect((await create({ subject: { en: 'x' } })).status).toBe(400);
    expect(
      (
        await api.call(`/api/admin/newsletter/issues/${issue.id}/test`, {
          token: admin.token,
          body: { language: 'fr' },
        })
      ).body.error.fields,
    ).toHaveProperty('language');
    expect(
      (await api.call('/api/admin/newsletter/subscribers?status=gone', { token: admin.token })).body.error.fields,
    ).toHaveProperty('status');
    expect((await api.call('/api/admin/newsletter/issues?status=archived', { token: admin.token })).status).toBe(400);
    const listed = await api.call('/api/admin/newsletter/issues?status=draft&page_size=100', { token: admin.token });
    expect(listed.body.data.map((row: { id: string }) => row.id)).toContain(issue.id);
  });
});
