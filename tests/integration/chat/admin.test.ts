import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSessionToken } from '@/server/auth/session-token';
import * as userRepository from '@/server/repositories/user-repository';
import type { Api } from '../helpers/api';
import { adminReply, freshRateLimits, poll, send, serveChatApi, startVisitorChat } from '../helpers/chat';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveChatApi();
});
afterAll(() => api.close());
isolateRateLimits();

interface Item {
  sessionId: string;
  unreadCount: number;
  [key: string]: unknown;
}

describeEachDatabase('admin chat', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
  });

  const list = async (query = '') => api.call(`/api/admin/chats${query}`, { token: admin.token });
  const itemOf = async (sessionId: string, query = '?status=all&limit=100'): Promise<Item | undefined> =>
    (await list(query)).body.data.find((item: Item) => item.sessionId === sessionId);
  const feed = () => {
    freshRateLimits();
    return api.call('/api/chat/admin/messages/new', { token: admin.token });
  };

  it('every admin call needs the admin role: 401 signed out, 403 for learners and visitors', async () => {
    const learner = await signedInUser();
    const visitor = await startVisitorChat(api);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/chats'],
      ['GET', '/api/chat/admin/messages/new'],
      ['POST', '/api/admin/chat/messages', { sessionId: visitor.sessionId, text: 'x' }],
      ['PUT', '/api/admin/chat/messages/read', { sessionId: visitor.sessionId }],
      ['POST', '/api/admin/chat/close', { sessionId: visitor.sessionId }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api.call(path, { method, body })).status, path).toBe(401);
      expect((await api.call(path, { method, body, token: learner.token })).status, path).toBe(403);
      const asVisitor = await api.call(path, { method, body, headers: { 'X-Chat-Token': visitor.chatToken } });
      expect(asVisitor.status, path).toBe(401);
    }
  });

  describe('GET /api/admin/chats', () => {
    it('lists active conversations by default, newest activity first, as spec §3 admin chat items', async () => {
      const older = await startVisitorChat(api, 'Older visitor');
      const newer = await startVisitorChat(api, 'Newer visitor');
      await send(api, older.credential, older.sessionId, 'First question');
      const last = (await send(api, newer.credential, newer.sessionId, 'Second question')).body.data;

      const reply = await list();
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ success: true, page: 1, total_page: expect.any(Number) });
      const sessionIds = reply.body.data.map((item: Item) => item.sessionId);
      expect(sessionIds.indexOf(newer.sessionId)).toBeLessThan(sessionIds.indexOf(older.sessionId));
      expect(reply.body.data.find((item: Item) => item.sessionId === newer.sessionId)).toEqual({
        sessionId: newer.sessionId,
        user: { id: newer.visitorId, name: 'Newer visitor', phoneNumber: '0901 234 567', kind: 'visitor', email: null },
        lastMessage: expect.objectContaining({ id: last.id, text: 'Second question', sender: 'user' }),
        unreadCount: 1,
        startedAt: expect.any(String),
        isOnline: false,
        status: 'active',
        closedAt: null,
        assignedTo: null,
        language: 'en',
      });
    });

    it('shows a signed-in learner by their account, and filters by status with paging', async () => {
      const learner = await signedInUser();
      const started = await api.call('/api/chat/initialize', { body: {}, token: learner.token });
      const item = await itemOf(started.body.data.chatSessionId, '?limit=100');
      expect(item?.user).toEqual({
        id: learner.user.id,
        name: learner.user.name,
        phoneNumber: null,
        kind: 'user',
        email: learner.user.email,
      });
      expect(item?.lastMessage).toBeNull();

      // An address never verified is not shown as the contact's: anyone may type any.
      const unverified = await userRepository.upsertByEmail({ email: `ceo-${randomUUID()}@example.test`, name: 'CEO' });
      const { token } = await issueSessionToken(unverified.id);
      const claimed = await api.call('/api/chat/initialize', { body: {}, token });
      expect((await itemOf(claimed.body.data.chatSessionId, '?limit=100'))?.user).toMatchObject({
        name: 'CEO',
        kind: 'user',
        email: null,
      });

      const closedOnes = await list('?status=closed');
      expect(closedOnes.body.data.every((entry: Item) => entry.status === 'closed')).toBe(true);
      const paged = await list('?status=all&limit=1&page=2');
      expect(paged.body.data).toHaveLength(1);
      expect(paged.body.page).toBe(2);
      expect((await list('?status=archived')).status).toBe(400);
      expect((await list('?limit=101')).status).toBe(400);
    });
  });

  describe('unread counts, the new-message feed and marking read', () => {
    it('counts the contact’s unread messages; the feed lists them with the totals', async () => {
      const visitor = await startVisitorChat(api, 'Feed visitor');
      const before = (await feed()).body.data;
      const one = (await send(api, visitor.credential, visitor.sessionId, 'one')).body.data;
      const two = (await send(api, visitor.credential, visitor.sessionId, 'two')).body.data;

      expect((await itemOf(visitor.sessionId))?.unreadCount).toBe(2);
      const after = (await feed()).body.data;
      expect(after.unreadCount).toBe(before.unreadCount + 2);
      expect(after.sessionCount).toBe(before.sessionCount + 1);
      const mine = after.messages.filter((message: { sessionId: string }) => message.sessionId === visitor.sessionId);
      // Newest first; the system notice is not something to answer.
      expect(mine).toEqual([
        expect.objectContaining({ id: two.id, text: 'two', sender: 'user', read: false, userName: 'Feed visitor' }),
        expect.objectContaining({ id: one.id, text: 'one', sender: 'user', read: false }),
      ]);
    });

    it('marks read up to what the admin has seen; the rest stays unread', async () => {
      const visitor = await startVisitorChat(api);
      const one = (await send(api, visitor.credential, visitor.sessionId, 'one')).body.data;
      await send(api, visitor.credential, visitor.sessionId, 'two');
      const markRead = (lastMessageId?: number) =>
        api.call('/api/admin/chat/messages/read', {
          method: 'PUT',
          token: admin.token,
          body: { sessionId: visitor.sessionId, lastMessageId },
        });
      expect((await markRead(one.id)).body.data).toEqual({ readUpTo: one.id });
      expect((await itemOf(visitor.sessionId))?.unreadCount).toBe(1);
      const rest = (await feed()).body.data.messages.filter(
        (message: { sessionId: string }) => message.sessionId === visitor.sessionId,
      );
      expect(rest.map((message: { text: string }) => message.text)).toEqual(['two']);
      await markRead();
      expect((await itemOf(visitor.sessionId))?.unreadCount).toBe(0);
      // The visitor sees their messages as read.
      freshRateLimits();
      const seen = await poll(api, visitor.credential, visitor.sessionId);
      expect(
        seen.body.data.messages
          .filter((m: { sender: string }) => m.sender === 'user')
          .map((m: { read: boolean }) => m.read),
      ).toEqual([true, true]);
      const unknown = await api.call('/api/admin/chat/messages/read', {
        method: 'PUT',
        token: admin.token,
        body: { sessionId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(unknown.status).toBe(404);
    });

    it('refuses feed polls closer than 2 s apart per admin session', async () => {
      const second = await signedInUser('admin');
      freshRateLimits();
      const call = (token: string) => api.call('/api/chat/admin/messages/new', { token });
      expect((await call(admin.token)).status).toBe(200);
      expect((await call(admin.token)).status).toBe(429);
      expect((await call(second.token)).status).toBe(200);
    });
  });

  describe('POST /api/admin/chat/messages', () => {
    it('replies (201), which the visitor’s next poll brings, and clears the unread count', async () => {
      const visitor = await startVisitorChat(api);
      const question = (await send(api, visitor.credential, visitor.sessionId, 'How much is the course?')).body.data;
      const reply = await adminReply(api, admin.token, visitor.sessionId, '  It is free this month.  ');
      expect(reply.status).toBe(201);
      expect(reply.body.data).toEqual({
        id: expect.any(Number),
        text: 'It is free this month.',
        sender: 'admin',
        timestamp: expect.any(String),
        read: false,
      });
      expect((await itemOf(visitor.sessionId))?.unreadCount).toBe(0);
      freshRateLimits();
      const polled = await poll(api, visitor.credential, visitor.sessionId, question.id);
      expect(polled.body.data.messages.map((m: { id: number }) => m.id)).toContain(reply.body.data.id);
    });

    it('marks read only up to what the console had on screen: a message that came in meanwhile stays unread', async () => {
      const visitor = await startVisitorChat(api);
      const seen = (await send(api, visitor.credential, visitor.sessionId, 'Hi')).body.data;
      const unseen = (await send(api, visitor.credential, visitor.sessionId, 'My order failed')).body.data;
      const reply = await adminReply(api, admin.token, visitor.sessionId, 'Hello!', seen.id);
      expect(reply.status).toBe(201);
      expect((await itemOf(visitor.sessionId))?.unreadCount).toBe(1);
      const waiting = (await feed()).body.data.messages.filter(
        (message: { sessionId: string }) => message.sessionId === visitor.sessionId,
      );
      expect(waiting.map((message: { id: number }) => message.id)).toEqual([unseen.id]);
      // A mark past the newest message stops at it; the reply itself is never unread.
      await adminReply(api, admin.token, visitor.sessionId, 'Let me check.', Number.MAX_SAFE_INTEGER);
      expect((await itemOf(visitor.sessionId))?.unreadCount).toBe(0);
    });

    it('validates the text and the session (400, 404)', async () => {
      const visitor = await startVisitorChat(api);
      expect((await adminReply(api, admin.token, visitor.sessionId, '  ')).status).toBe(400);
      expect((await adminReply(api, admin.token, visitor.sessionId, 'x'.repeat(2_001))).status).toBe(400);
      expect((await adminReply(api, admin.token, '00000000-0000-4000-8000-000000000000', 'Hi')).status).toBe(404);
    });
  });

  describe('POST /api/admin/chat/close', () => {
    it('closes the conversation: the visitor is told, can no longer write (409), and it leaves the active list', async () => {
      const visitor = await startVisitorChat(api);
      const question = (await send(api, visitor.credential, visitor.sessionId, 'Bye?')).body.data;
      const close = () =>
        api.call('/api/admin/chat/close', { token: admin.token, body: { sessionId: visitor.sessionId } });
      const closed = await close();
      expect(closed.status).toBe(200);
      expect(closed.body.data).toEqual({
        sessionId: visitor.sessionId,
        status: 'closed',
        closedAt: expect.any(String),
        transcriptTo: null,
      });
      expect((await close()).body.data).toEqual(closed.body.data);

      freshRateLimits();
      const polled = await poll(api, visitor.credential, visitor.sessionId, question.id);
      expect(polled.body.data.status).toBe('closed');
      expect(polled.body.data.messages.at(-1)).toMatchObject({
        sender: 'system',
        text: expect.stringMatching(/closed/),
      });
      const late = await send(api, visitor.credential, visitor.sessionId, 'Wait');
      expect(late.status).toBe(409);
      expect(late.body.error.error_code).toBe('CHAT_SESSION_CLOSED');
      expect((await adminReply(api, admin.token, visitor.sessionId, 'Too late')).status).toBe(409);

      expect(await itemOf(visitor.sessionId, '?limit=100')).toBeUndefined();
      expect(await itemOf(visitor.sessionId, '?status=closed&limit=100')).toMatchObject({
        status: 'closed',
        unreadCount: 0,
        closedAt: closed.body.data.closedAt,
      });
    });
  });
});
