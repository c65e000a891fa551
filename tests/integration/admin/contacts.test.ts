import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { getDb } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema/mail';
import * as contactMessageRepository from '@/server/repositories/contact-message-repository';
import { getAdminContact } from '@/server/services/admin/contacts/contact-writes';
import { getAdminCounts } from '@/server/services/admin/get-admin-counts';
import { serveApi, type Api } from '../helpers/api';
import { auditOf } from '../helpers/admin';
import { describeEachDatabase } from '../helpers/databases';
import { signedInUser } from '../helpers/users';

const ROUTES = [
  '/api/admin/audit-log',
  '/api/admin/dashboard',
  '/api/admin/contacts',
  '/api/admin/contacts/[id]',
  '/api/admin/contacts/[id]/replies',
];

let api: Api;
beforeAll(async () => {
  api = await serveApi(Object.fromEntries(ROUTES.map((path) => [path, API_ROUTES[path]!])));
});
afterAll(() => api.close());

function received(values: { subject?: string; language?: 'en' | 'vi'; name?: string } = {}) {
  const tag = randomUUID().slice(0, 8);
  return contactMessageRepository.create({
    name: values.name ?? `Nguyễn Thị Lan ${tag}`,
    email: `lan.${tag}@example.com`,
    phone: null,
    subject: values.subject ?? `Báo giá ${tag}`,
    message: 'Xin chào,\n\nTôi cần một trang web bán hàng.',
    language: values.language ?? 'vi',
  });
}

describeEachDatabase('the back office: the contact inbox', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
    other = await signedInUser('admin');
  });
  const patch = (id: string, body: unknown, token = admin.token) =>
    api.call(`/api/admin/contacts/${id}`, { token, method: 'PATCH', body });
  const reply = (id: string, body: unknown, token = admin.token) =>
    api.call(`/api/admin/contacts/${id}/replies`, { token, body });

  it('lists messages newest first, searched by name, email or subject and filtered by status and assignee', async () => {
    const first = await received({ subject: 'Website quote for a bakery' });
    const second = await received({ name: 'Trần Văn Hùng' });
    await patch(second.id, { status: 'spam', assigned_to: other.user.id });
    const ids = async (query: string) =>
      ((await api.call(`/api/admin/contacts?${query}`, { token: admin.token })).body.data as { id: string }[]).map(
        (row) => row.id,
      );
    expect((await ids('page_size=100')).indexOf(second.id)).toBeLessThan(
      (await ids('page_size=100')).indexOf(first.id),
    );
    expect(await ids('q=bakery%20quote')).toEqual([first.id]);
    expect(await ids(`q=tran%20van%20hung`)).toEqual([second.id]);
    expect(await ids(`q=${encodeURIComponent(first.email)}`)).toEqual([first.id]);
    expect(await ids('status=spam&page_size=100')).toContain(second.id);
    expect(await ids('status=spam&page_size=100')).not.toContain(first.id);
    expect(await ids(`assigned=${other.user.id}`)).toEqual([second.id]);
    expect(await ids('assigned=nobody&page_size=100')).toContain(first.id);
    expect(await ids('assigned=me&page_size=100')).not.toContain(second.id);
    const listed = await api.call(`/api/admin/contacts?q=bakery`, { token: admin.token });
    expect(listed.body.data[0]).toMatchObject({ status: 'new', assigned_to: null, reply_count: 0, language: 'vi' });
  });

  it('reads a new message as opened only from its page, and counts the unread on the dashboard and menu', async () => {
    const before = await getAdminCounts();
    const message = await received();
    expect((await getAdminCounts()).unreadContacts).toBe(before.unreadContacts + 1);
    const dashboard = await api.call('/api/admin/dashboard', { token: admin.token });
    expect(dashboard.body.data.unread_contacts).toBe(before.unreadContacts + 1);
    // The API's read changes nothing; the page's (open) marks it in progress, once, audited.
    expect((await api.call(`/api/admin/contacts/${message.id}`, { token: admin.token })).body.data.status).toBe('new');
    expect((await getAdminContact(message.id, { open: { ...admin.user, sessionId: admin.sessionId } })).status).toBe(
      'in_progress',
    );
    expect((await getAdminContact(message.id, { open: { ...admin.user, sessionId: admin.sessionId } })).status).toBe(
      'in_progress',
    );
    expect((await getAdminCounts()).unreadContacts).toBe(before.unreadContacts);
    const audit = await auditOf(api, admin.token, 'contact', message.id);
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['contact.open']);
  });

  it('mails an answer in the language the visitor wrote in, keeps it in the thread, marks the message answered', async () => {
    const message = await received({ language: 'vi', subject: 'Báo giá website' });
    const sent = await reply(message.id, { body: '  Chào chị Lan,\n\nBáo giá gửi kèm.  ' });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      status: 'answered',
      assigned_to: { id: admin.user.id },
      replies: [{ body: 'Chào chị Lan,\n\nBáo giá gửi kèm.', author: { id: admin.user.id, name: admin.user.name } }],
    });
    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, message.email), eq(mailOutbox.subject, 'Trả lời: Báo giá website')));
    expect(mail?.text).toContain('Báo giá gửi kèm.');
    expect(mail?.text).toContain('Tôi cần một trang web bán hàng.');
    const [audit] = await auditOf(api, admin.token, 'contact', message.id);
    expect(audit).toMatchObject({
      action: 'contact.reply',
      before: { status: 'new', assigned_to: null },
      after: { status: 'answered', assigned_to: admin.user.id, to: message.email },
    });
    // A second answer joins the thread, oldest first; the assignee stays who it was.
    const again = await reply(message.id, { body: 'Bổ sung.' }, other.token);
    expect(again.body.data.replies.map((row: { body: string }) => row.body)).toEqual([
      'Chào chị Lan,\n\nBáo giá gửi kèm.',
      'Bổ sung.',
    ]);
    expect(again.body.data.assigned_to.id).toBe(admin.user.id);
  });

  it('assigns to admins only, changes the status, and audits both', async () => {
    const message = await received();
    const learner = await signedInUser();
    const refused = await patch(message.id, { assigned_to: learner.user.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('assigned_to');
    const assigned = await patch(message.id, { assigned_to: other.user.id });
    expect(assigned.body.data.assigned_to).toMatchObject({ id: other.user.id, email: other.user.email });
    expect((await patch(message.id, { assigned_to: null })).body.data.assigned_to).toBeNull();
    expect((await patch(message.id, { status: 'spam' })).body.data.status).toBe('spam');
    const audit = await auditOf(api, admin.token, 'contact', message.id);
    expect(audit.map((row: { action: string }) => row.action)).toEqual([
      'contact.update',
      'contact.assign',
      'contact.assign',
    ]);
  });

  it('refuses learners, unknown messages and bad input', async () => {
    const message = await received();
    const learner = await signedInUser();
    expect((await api.call('/api/admin/contacts', { token: learner.token })).status).toBe(403);
    expect((await reply(message.id, { body: 'Hi' }, learner.token)).status).toBe(403);
    expect((await api.call('/api/admin/contacts')).status).toBe(401);
    expect((await reply(randomUUID(), { body: 'Hi' })).status).toBe(404);
    expect((await patch(randomUUID(), { status: 'spam' })).status).toBe(404);
    expect((await api.call('/api/admin/contacts/not-a-uuid', { token: admin.token })).status).toBe(400);
    expect((await reply(message.id, { body: '   ' })).body.error.fields).toHaveProperty('body');
    expect((await reply(message.id, { body: 'x'.repeat(10_001) })).body.error.fields).toHaveProperty('body');
    expect((await patch(message.id, { status: 'archived' })).body.error.fields).toHaveProperty('status');
    expect((await patch(message.id, {})).status).toBe(400);
    expect((await api.call(`/api/admin/contacts/${message.id}`, { token: admin.token })).body.data.replies).toEqual([]);
  });
});
