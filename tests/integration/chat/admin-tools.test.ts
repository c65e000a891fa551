import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { getDb } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema/mail';
import { serveApi, type Api } from '../helpers/api';
import { auditOf } from '../helpers/admin';
import { adminReply, everyAdminAway, freshRateLimits, poll, send, withCredential } from '../helpers/chat';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

/** The chat's routes, the admins' chat tools and the audit log, as the console and the widget call them. */
let api: Api;
beforeAll(async () => {
  api = await serveApi(
    Object.fromEntries(
      Object.entries(API_ROUTES).filter(
        ([path]) =>
          path.startsWith('/api/chat/') || path.startsWith('/api/admin/chat') || path === '/api/admin/audit-log',
      ),
    ),
  );
});
afterAll(() => api.close());
isolateRateLimits();

interface Visitor {
  sessionId: string;
  visitorId: string;
  credential: { chatToken: string };
}

/** A visitor registers from the `language` pages, with or without an email. */
async function visitor(options: { name?: string; email?: string; language?: 'en' | 'vi' } = {}): Promise<Visitor> {
  const reply = await api.call('/api/chat/initialize', {
    headers: { 'Accept-Language': options.language ?? 'en' },
    body: {
      userName: options.name ?? `Visitor ${randomUUID().slice(0, 6)}`,
      userPhone: '0901 234 567',
      userEmail: options.email,
    },
  });
  if (reply.status !== 200) throw new Error(`initialize: ${reply.status} ${JSON.stringify(reply.body)}`);
  const { chatSessionId, userId, chatToken } = reply.body.data;
  return { sessionId: chatSessionId, visitorId: userId, credential: { chatToken } };
}

/** The mails in the outbox to `to`, newest first. */
const mailsTo = (to: string) =>
  getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

describeEachDatabase('the admins’ chat tools', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    [admin, other] = await Promise.all([signedInUser('admin'), signedInUser('admin')]);
  });
  const asAdmin = (path: string, options: { method?: string; body?: unknown; token?: string } = {}) =>
    api.call(path, { token: admin.token, ...options });

  it('every tool needs the admin role: 401 signed out or as a visitor, 403 for learners', async () => {
    const learner = await signedInUser();
    const chat = await visitor();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/chat/canned-replies'],
      ['POST', '/api/admin/chat/canned-replies', { language: 'en', shortcut: 'x', text: 'x' }],
      ['PATCH', '/api/admin/chat/canned-replies/1', { text: 'x' }],
      ['DELETE', '/api/admin/chat/canned-replies/1'],
      ['GET', `/api/admin/chat/sessions/${chat.sessionId}/notes`],
      ['POST', `/api/admin/chat/sessions/${chat.sessionId}/notes`, { text: 'x' }],
      ['PATCH', `/api/admin/chat/sessions/${chat.sessionId}`, { assignedTo: null }],
      ['GET', '/api/admin/chat/presence'],
      ['PUT', '/api/admin/chat/presence', { status: 'away' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api.call(path, { method, body })).status, path).toBe(401);
      expect((await api.call(path, { method, body, token: learner.token })).status, path).toBe(403);
      expect((await api.call(path, withCredential(chat.credential, { method, body }))).status, path).toBe(401);
    }
  });

  describe('canned replies', () => {
    it('creates, lists by language, edits and deletes them, each write audited', async () => {
      const tag = randomUUID().slice(0, 6);
      const created = await asAdmin('/api/admin/chat/canned-replies', {
        body: { language: 'en', shortcut: ` /Price-${tag} `, text: '  Our courses start at 199.000 VND.  ' },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        language: 'en',
        shortcut: `price-${tag}`,
        text: 'Our courses start at 199.000 VND.',
        createdBy: { id: admin.user.id, name: admin.user.name },
      });
      const id = created.body.data.id as number;
      // The same shortcut in the other language is another reply.
      const vi = await asAdmin('/api/admin/chat/canned-replies', {
        body: { language: 'vi', shortcut: `price-${tag}`, text: 'Khóa học từ 199.000 ₫.' },
      });
      expect(vi.status).toBe(201);

      const shortcuts = async (query: string) =>
        (
          (await asAdmin(`/api/admin/chat/canned-replies${query}`)).body.data as {
            shortcut: string;
            language: string;
          }[]
        )
          .filter((reply) => reply.shortcut.endsWith(tag))
          .map((reply) => reply.language);
      expect(await shortcuts('')).toEqual(['en', 'vi']);
      expect(await shortcuts('?language=vi')).toEqual(['vi']);

      const edited = await asAdmin(`/api/admin/chat/canned-replies/${id}`, {
        method: 'PATCH',
        body: { text: 'From 149.000 VND this week.' },
        token: other.token,
      });
      expect(edited.body.data).toMatchObject({
        shortcut: `price-${tag}`,
        text: 'From 149.000 VND this week.',
        createdBy: { id: admin.user.id },
        updatedBy: { id: other.user.id },
      });
      expect((await asAdmin(`/api/admin/chat/canned-replies/${id}`, { method: 'DELETE' })).body.data).toEqual({
        deleted: true,
      });
      expect(await shortcuts('')).toEqual(['vi']);
      const audit = await auditOf(api, admin.token, 'chat_canned_reply', id);
      expect(audit.map((row) => row.action)).toEqual([
        'chat_canned_reply.delete',
        'chat_canned_reply.update',
        'chat_canned_reply.create',
      ]);
      expect(audit[1]).toMatchObject({
        before: { text: 'Our courses start at 199.000 VND.' },
        after: { text: 'From 149.000 VND this week.' },
      });
    });

    it('keeps a shortcut unique within its language (409 SHORTCUT_TAKEN naming the field), on create and on edit', async () => {
      const tag = randomUUID().slice(0, 6);
      const create = (language: string, shortcut: string) =>
        asAdmin('/api/admin/chat/canned-replies', { body: { language, shortcut, text: 'Hello!' } });
      expect((await create('en', `hi-${tag}`)).status).toBe(201);
      const taken = await create('en', `/HI-${tag}`);
      expect(taken.status).toBe(409);
      expect(taken.body.error).toMatchObject({
        error_code: 'SHORTCUT_TAKEN',
        fields: { shortcut: expect.any(String) },
      });
      const second = (await create('en', `hello-${tag}`)).body.data.id;
      const renamed = await asAdmin(`/api/admin/chat/canned-replies/${second}`, {
        method: 'PATCH',
        body: { shortcut: `hi-${tag}` },
      });
      expect(renamed.body.error?.error_code).toBe('SHORTCUT_TAKEN');
      // Moving it to the other language frees the shortcut; keeping its own is no conflict.
      expect(
        (
          await asAdmin(`/api/admin/chat/canned-replies/${second}`, {
            method: 'PATCH',
            body: { language: 'vi', shortcut: `hi-${tag}` },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await asAdmin(`/api/admin/chat/canned-replies/${second}`, {
            method: 'PATCH',
            body: { shortcut: `hi-${tag}` },
          })
        ).status,
      ).toBe(200);
    });

    it('refuses bad input with the field named, and unknown replies with 404', async () => {
      const post = (body: unknown) => asAdmin('/api/admin/chat/canned-replies', { body });
      expect((await post({ language: 'fr', shortcut: 'a', text: 'b' })).body.error.fields).toHaveProperty('language');
      expect((await post({ language: 'en', shortcut: 'two words', text: 'b' })).body.error.fields).toHaveProperty(
        'shortcut',
      );
      expect((await post({ language: 'en', shortcut: '/', text: 'b' })).body.error.fields).toHaveProperty('shortcut');
      expect((await post({ language: 'en', shortcut: 'x'.repeat(33), text: 'b' })).body.error.fields).toHaveProperty(
        'shortcut',
      );
      expect((await post({ language: 'en', shortcut: 'ok', text: '   ' })).body.error.fields).toHaveProperty('text');
      expect((await post({ language: 'en', shortcut: 'ok', text: 'x'.repeat(2001) })).body.error.fields).toHaveProperty(
        'text',
      );
      expect((await post({ language: 'en', shortcut: 'ok', text: 'b', extra: 1 })).status).toBe(400);
      expect((await asAdmin('/api/admin/chat/canned-replies/1', { method: 'PATCH', body: {} })).status).toBe(400);
      expect((await asAdmin('/api/admin/chat/canned-replies/abc', { method: 'DELETE' })).status).toBe(400);
      expect((await asAdmin('/api/admin/chat/canned-replies/999999', { method: 'DELETE' })).status).toBe(404);
      expect(
        (await asAdmin('/api/admin/chat/canned-replies/999999', { method: 'PATCH', body: { text: 'x' } })).status,
      ).toBe(404);
      expect((await asAdmin('/api/admin/chat/canned-replies?language=de')).status).toBe(400);
    });
  });

  describe('internal notes', () => {
    it('are kept for the team, audited, and never returned by any call of the contact', async () => {
      const chat = await visitor();
      await send(api, chat.credential, chat.sessionId, 'Can I pay by card?');
      const secret = `Asked for a discount ${randomUUID()}`;
      const added = await asAdmin(`/api/admin/chat/sessions/${chat.sessionId}/notes`, {
        body: { text: `  ${secret}  ` },
      });
      expect(added.status).toBe(201);
      expect(added.body.data).toMatchObject({ text: secret, author: { id: admin.user.id, name: admin.user.name } });
      await asAdmin(`/api/admin/chat/sessions/${chat.sessionId}/notes`, {
        body: { text: 'Second note' },
        token: other.token,
      });
      const notes = await asAdmin(`/api/admin/chat/sessions/${chat.sessionId}/notes`);
      expect(notes.body.data.map((note: { text: string }) => note.text)).toEqual([secret, 'Second note']);

      // Everything the contact can read: the poll, the history, resuming the conversation.
      freshRateLimits();
      const seen = [
        await poll(api, chat.credential, chat.sessionId),
        await api.call(`/api/chat/history?sessionId=${chat.sessionId}`, withCredential(chat.credential)),
        await api.call('/api/chat/initialize', withCredential(chat.credential, { body: { userId: chat.visitorId } })),
      ];
      for (const reply of seen) {
        expect(reply.status).toBe(200);
        expect(JSON.stringify(reply.body)).not.toContain('Asked for a discount');
        expect(JSON.stringify(reply.body)).not.toContain('Second note');
      }
      // The admins' own reads of the conversation do not carry them either: notes have their own call.
      const history = await asAdmin(`/api/chat/history?sessionId=${chat.sessionId}`);
      expect(JSON.stringify(history.body)).not.toContain(secret);
      const audit = await auditOf(api, admin.token, 'chat_session', chat.sessionId);
      expect(audit.map((row) => row.action)).toEqual(['chat.note', 'chat.note']);
    });

    it('refuses blank or long notes and unknown conversations', async () => {
      const chat = await visitor();
      const note = (sessionId: string, text: string) =>
        asAdmin(`/api/admin/chat/sessions/${sessionId}/notes`, { body: { text } });
      expect((await note(chat.sessionId, '  ')).body.error.fields).toHaveProperty('text');
      expect((await note(chat.sessionId, 'x'.repeat(2001))).body.error.fields).toHaveProperty('text');
      expect((await note(randomUUID(), 'Hello')).status).toBe(404);
      expect((await asAdmin(`/api/admin/chat/sessions/${randomUUID()}/notes`)).status).toBe(404);
      expect((await asAdmin('/api/admin/chat/sessions/not-a-uuid/notes')).status).toBe(400);
    });
  });

  describe('assignment', () => {
    it('assigns to admins only, clears, audits, and filters the list by mine / unassigned', async () => {
      const chat = await visitor();
      const learner = await signedInUser();
      const patch = (assignedTo: unknown, token = admin.token) =>
        api.call(`/api/admin/chat/sessions/${chat.sessionId}`, { method: 'PATCH', token, body: { assignedTo } });
      const refused = await patch(learner.user.id);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toHaveProperty('assignedTo');
      expect((await patch(randomUUID())).body.error.fields).toHaveProperty('assignedTo');
      expect((await patch('nobody')).body.error.fields).toHaveProperty('assignedTo');

      const assigned = await patch(admin.user.id, other.token);
      expect(assigned.status).toBe(200);
      expect(assigned.body.data).toMatchObject({
        sessionId: chat.sessionId,
        assignedTo: { id: admin.user.id, name: admin.user.name },
      });
      const ids = async (query: string, token = admin.token) =>
        (await api.call(`/api/admin/chats?status=all&limit=100&${query}`, { token })).body.data.map(
          (item: { sessionId: string }) => item.sessionId,
        );
      expect(await ids('assigned=me')).toContain(chat.sessionId);
      expect(await ids('assigned=me', other.token)).not.toContain(chat.sessionId);
      expect(await ids('assigned=nobody')).not.toContain(chat.sessionId);
      expect(await ids('assigned=all')).toContain(chat.sessionId);

      expect((await patch(null)).body.data.assignedTo).toBeNull();
      expect(await ids('assigned=nobody')).toContain(chat.sessionId);
      // The same assignee again changes nothing and logs nothing.
      await patch(null);
      const audit = await auditOf(api, admin.token, 'chat_session', chat.sessionId);
      expect(audit).toMatchObject([
        { action: 'chat.assign', before: { assigned_to: admin.user.id }, after: { assigned_to: null } },
        { action: 'chat.assign', before: { assigned_to: null }, after: { assigned_to: admin.user.id } },
      ]);
      expect(
        (
          await api.call(`/api/admin/chat/sessions/${randomUUID()}`, {
            method: 'PATCH',
            token: admin.token,
            body: { assignedTo: null },
          })
        ).status,
      ).toBe(404);
      expect((await api.call(`/api/admin/chats?assigned=someone`, { token: admin.token })).status).toBe(400);
    });
  });

  describe('search', () => {
    it('finds conversations by contact name, phone, email or message words, closed ones included', async () => {
      const tag = randomUUID().slice(0, 8);
      const lan = await visitor({ name: `Nguyễn Thị Lan ${tag}`, email: `lan.${tag}@example.com` });
      const minh = await visitor({ name: `Minh ${tag}` });
      await send(api, minh.credential, minh.sessionId, `Tôi muốn học tiếng Anh giao tiếp ${tag}`);
      await asAdmin('/api/admin/chat/close', { body: { sessionId: minh.sessionId } });
      const found = async (q: string, status = 'all') =>
        (await asAdmin(`/api/admin/chats?status=${status}&limit=100&q=${encodeURIComponent(q)}`)).body.data.map(
          (item: { sessionId: string }) => item.sessionId,
        );
      expect(await found(`nguyen thi lan ${tag}`)).toEqual([lan.sessionId]);
      expect(await found(`lan.${tag}@example.com`)).toEqual([lan.sessionId]);
      expect(await found(`tieng anh ${tag}`)).toEqual([minh.sessionId]);
      expect(await found(`tieng anh ${tag}`, 'active')).toEqual([]);
      expect(await found(`tieng anh ${tag}`, 'closed')).toEqual([minh.sessionId]);
      // Every word must match, in the contact's details or in one message.
      expect(await found(`${tag} nowhere`)).toEqual([]);
      // System notices are the site's words, not the conversation's.
      expect(await found(`conversation has been closed ${tag}`)).toEqual([]);
      const phone = await asAdmin(`/api/admin/chats?status=all&limit=100&q=0901%20234%20567`);
      expect(phone.body.data.map((item: { sessionId: string }) => item.sessionId)).toContain(lan.sessionId);
      const item = (await asAdmin(`/api/admin/chats?status=all&q=${tag}&limit=100`)).body.data.find(
        (row: { sessionId: string }) => row.sessionId === lan.sessionId,
      );
      expect(item.user.email).toBe(`lan.${tag}@example.com`);
    });
  });

  describe("the admin's own status", () => {
    it('away makes visitors hear that no admin is online even while the console polls; online again, they do not', async () => {
      await everyAdminAway();
      const presence = () => asAdmin('/api/admin/chat/presence');
      expect((await presence()).body.data).toEqual({ status: 'online', anyAdminOnline: false });
      // The console's feed poll marks the admin seen.
      freshRateLimits();
      await asAdmin('/api/chat/admin/messages/new');
      expect((await presence()).body.data).toEqual({ status: 'online', anyAdminOnline: true });
      const first = await visitor();
      await send(api, first.credential, first.sessionId, 'Anyone there?');
      freshRateLimits();
      expect(
        (await poll(api, first.credential, first.sessionId)).body.data.messages.map(
          (m: { sender: string }) => m.sender,
        ),
      ).toEqual(['user']);

      const away = await asAdmin('/api/admin/chat/presence', { method: 'PUT', body: { status: 'away' } });
      expect(away.body.data).toEqual({ status: 'away', anyAdminOnline: false });
      freshRateLimits();
      await asAdmin('/api/chat/admin/messages/new');
      expect((await presence()).body.data.anyAdminOnline).toBe(false);
      const second = await visitor({ language: 'vi' });
      await api.call(
        '/api/chat/messages',
        withCredential(second.credential, {
          headers: { 'Accept-Language': 'vi' },
          body: { sessionId: second.sessionId, text: 'Có ai không?' },
        }),
      );
      freshRateLimits();
      const notice = (await poll(api, second.credential, second.sessionId)).body.data.messages.at(-1);
      expect(notice).toMatchObject({ sender: 'system', text: expect.stringContaining('không trực tuyến') });

      expect(
        (await asAdmin('/api/admin/chat/presence', { method: 'PUT', body: { status: 'online' } })).body.data,
      ).toEqual({
        status: 'online',
        anyAdminOnline: true,
      });
      const third = await visitor();
      await send(api, third.credential, third.sessionId, 'Hello?');
      freshRateLimits();
      expect((await poll(api, third.credential, third.sessionId)).body.data.messages).toHaveLength(1);
      // Another admin online does not make this one online: the status is each admin's own.
      expect((await presence()).body.data.status).toBe('online');
      const audit = await auditOf(api, admin.token, 'user', admin.user.id);
      expect(audit.filter((row) => row.action === 'chat_presence.update')).toMatchObject([
        { before: { status: 'away' }, after: { status: 'online' } },
        { before: { status: 'online' }, after: { status: 'away' } },
      ]);
      expect((await asAdmin('/api/admin/chat/presence', { method: 'PUT', body: { status: 'busy' } })).status).toBe(400);
    });
  });

  describe('closing with a transcript', () => {
    it("mails the conversation's messages in its language to the visitor's email, without the notes", async () => {
      const email = `hoa.${randomUUID().slice(0, 8)}@example.com`;
      const chat = await visitor({ name: 'Trần Thị Hoa', email, language: 'vi' });
      await api.call(
        '/api/chat/messages',
        withCredential(chat.credential, {
          headers: { 'Accept-Language': 'vi' },
          body: { sessionId: chat.sessionId, text: 'Khóa học IELTS giá bao nhiêu?' },
        }),
      );
      await adminReply(api, admin.token, chat.sessionId, 'Khóa IELTS giá 1.990.000 ₫.');
      await asAdmin(`/api/admin/chat/sessions/${chat.sessionId}/notes`, { body: { text: 'Hứa gọi lại thứ Hai' } });

      const closed = await asAdmin('/api/admin/chat/close', {
        body: { sessionId: chat.sessionId, sendTranscript: true },
      });
      expect(closed.status).toBe(200);
      expect(closed.body.data).toMatchObject({ status: 'closed', transcriptTo: email });
      const [mail, ...more] = await mailsTo(email);
      expect(more).toEqual([]);
      expect(mail!.subject).toMatch(/^Cuộc trò chuyện của bạn với LearnHub/);
      expect(mail!.text).toContain('Trần Thị Hoa:\nKhóa học IELTS giá bao nhiêu?');
      expect(mail!.text).toContain('Đội ngũ LearnHub:\nKhóa IELTS giá 1.990.000 ₫.');
      expect(mail!.text).not.toContain('Hứa gọi lại');
      expect(mail!.html).not.toContain('Hứa gọi lại');
      // No system notice either: "no admin online" and the like are the site's words.
      expect(mail!.text).not.toContain('không trực tuyến');

      // Closing again changes nothing and mails nothing.
      const again = await asAdmin('/api/admin/chat/close', {
        body: { sessionId: chat.sessionId, sendTranscript: true },
      });
      expect(again.body.data).toMatchObject({ status: 'closed', transcriptTo: null });
      expect(await mailsTo(email)).toHaveLength(1);
      const audit = await auditOf(api, admin.token, 'chat_session', chat.sessionId);
      expect(audit.find((row) => row.action === 'chat.close')).toMatchObject({
        before: { status: 'active' },
        after: { status: 'closed', transcript_to: email },
      });
    });

    it("mails an English conversation in English, and a signed-in learner's to their account email", async () => {
      const learner = await signedInUser();
      const started = await api.call('/api/chat/initialize', { token: learner.token, body: {} });
      const sessionId = started.body.data.chatSessionId as string;
      await api.call('/api/chat/messages', {
        token: learner.token,
        body: { sessionId, text: 'Is there a certificate?' },
      });
      const closed = await asAdmin('/api/admin/chat/close', { body: { sessionId, sendTranscript: true } });
      expect(closed.body.data.transcriptTo).toBe(learner.user.email);
      const [mail] = await mailsTo(learner.user.email);
      expect(mail!.subject).toMatch(/^Your conversation with LearnHub/);
      expect(mail!.text).toContain('Is there a certificate?');
    });

    it('refuses the transcript (400 naming sendTranscript) for a contact without an email, and closes without it', async () => {
      const chat = await visitor();
      await send(api, chat.credential, chat.sessionId, 'Hi');
      const refused = await asAdmin('/api/admin/chat/close', {
        body: { sessionId: chat.sessionId, sendTranscript: true },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toHaveProperty('sendTranscript');
      freshRateLimits();
      expect((await poll(api, chat.credential, chat.sessionId)).body.data.status).toBe('active');
      const closed = await asAdmin('/api/admin/chat/close', {
        body: { sessionId: chat.sessionId, sendTranscript: false },
      });
      expect(closed.body.data).toMatchObject({ status: 'closed', transcriptTo: null });
      expect(
        (await asAdmin('/api/admin/chat/close', { body: { sessionId: randomUUID(), sendTranscript: true } })).status,
      ).toBe(404);
      expect(
        (await asAdmin('/api/admin/chat/close', { body: { sessionId: chat.sessionId, sendTranscript: 'yes' } })).status,
      ).toBe(400);
    });
  });

  describe('the optional email at registration', () => {
    it('is checked when given, and a blank one is none', async () => {
      const register = (userEmail: unknown) =>
        api.call('/api/chat/initialize', { body: { userName: 'Lan', userPhone: '0901 234 567', userEmail } });
      const bad = await register('not-an-email');
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toHaveProperty('userEmail');
      const blank = await register('');
      expect(blank.status).toBe(200);
      const item = (await asAdmin('/api/admin/chats?status=all&limit=100')).body.data.find(
        (row: { sessionId: string }) => row.sessionId === blank.body.data.chatSessionId,
      );
      expect(item.user.email).toBeNull();
      const upper = await register('  Lan.Tran@Example.COM ');
      const listed = (await asAdmin('/api/admin/chats?status=all&limit=100')).body.data.find(
        (row: { sessionId: string }) => row.sessionId === upper.body.data.chatSessionId,
      );
      expect(listed.user.email).toBe('lan.tran@example.com');
    });
  });
});
