import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { chatMessages } from '@/server/db/schema/chat';
import type { Api } from '../helpers/api';
import { adminReply, serveChatApi, startVisitorChat, withCredential, type VisitorChat } from '../helpers/chat';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveChatApi();
});
afterAll(() => api.close());
isolateRateLimits();

/** `count` messages straight into the table (the send limit would make this slow through the API). */
async function fillConversation(sessionId: string, count: number): Promise<number[]> {
  const rows = await getDb()
    .insert(chatMessages)
    .values(
      Array.from({ length: count }, (_, index) => ({
        sessionId,
        sender: index % 2 === 0 ? ('user' as const) : ('admin' as const),
        text: `message ${index + 1}`,
      })),
    )
    .returning({ id: chatMessages.id });
  return rows.map((row) => row.id);
}

describeEachDatabase('chat history, status and read marks', () => {
  describe('GET /api/chat/history', () => {
    let visitor: VisitorChat;
    let messageIds: number[];
    beforeAll(async () => {
      visitor = await startVisitorChat(api);
      messageIds = await fillConversation(visitor.sessionId, 120);
    });
    const history = (query: string, options = withCredential(visitor.credential)) =>
      api.call(`/api/chat/history?sessionId=${visitor.sessionId}${query}`, options);

    it('pages 50 at a time, newest page first, each page in reading order', async () => {
      const first = await history('');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: true, page: 1, total_page: 3 });
      expect(first.body.data.map((m: { id: number }) => m.id)).toEqual(messageIds.slice(70));
      const third = await history('&page=3');
      expect(third.body.data.map((m: { id: number }) => m.id)).toEqual(messageIds.slice(0, 20));
      expect((await history('&page=4')).body.data).toEqual([]);
    });

    it('takes the admin view’s 100 a page, and no more', async () => {
      const admin = await signedInUser('admin');
      const page = await history('&limit=100', { token: admin.token });
      expect(page.status).toBe(200);
      expect(page.body.data).toHaveLength(100);
      expect(page.body.total_page).toBe(2);
      expect((await history('&limit=101')).status).toBe(400);
      expect((await history('&page=0')).status).toBe(400);
    });

    it('is the caller’s own: another visitor or learner gets 404', async () => {
      const other = await startVisitorChat(api);
      const learner = await signedInUser();
      expect((await history('', withCredential(other.credential))).status).toBe(404);
      expect((await history('', { token: learner.token })).status).toBe(404);
      expect((await history('', {})).status).toBe(401);
    });
  });

  describe('PUT /api/chat/status', () => {
    it('records the contact’s presence, which the admin list shows as isOnline', async () => {
      const visitor = await startVisitorChat(api);
      const admin = await signedInUser('admin');
      const setStatus = (status: string) =>
        api.call(
          '/api/chat/status',
          withCredential(visitor.credential, {
            method: 'PUT',
            body: { sessionId: visitor.sessionId, userId: visitor.visitorId, status },
          }),
        );
      const isOnline = async () => {
        const list = await api.call('/api/admin/chats?status=all&limit=100', { token: admin.token });
        return list.body.data.find((item: { sessionId: string }) => item.sessionId === visitor.sessionId).isOnline;
      };
      expect(await isOnline()).toBe(false);
      const online = await setStatus('online');
      expect(online.status).toBe(200);
      expect(online.body.data).toEqual({ status: 'online' });
      expect(await isOnline()).toBe(true);
      await setStatus('offline');
      expect(await isOnline()).toBe(false);
      expect((await setStatus('away')).status).toBe(400);
    });

    it('is the contact’s own call (404 for others, 403 for another userId)', async () => {
      const visitor = await startVisitorChat(api);
      const other = await startVisitorChat(api);
      const admin = await signedInUser('admin');
      const body = { sessionId: visitor.sessionId, status: 'online' };
      expect(
        (await api.call('/api/chat/status', withCredential(other.credential, { method: 'PUT', body }))).status,
      ).toBe(404);
      // Admins read every conversation but are nobody's presence.
      expect((await api.call('/api/chat/status', { method: 'PUT', body, token: admin.token })).status).toBe(404);
      const wrongId = await api.call(
        '/api/chat/status',
        withCredential(visitor.credential, { method: 'PUT', body: { ...body, userId: other.visitorId } }),
      );
      expect(wrongId.status).toBe(403);
    });
  });

  describe('PUT /api/chat/messages/read', () => {
    it('marks admin messages read up to what the contact has seen, never backwards', async () => {
      const visitor = await startVisitorChat(api);
      const admin = await signedInUser('admin');
      const first = (await adminReply(api, admin.token, visitor.sessionId, 'first')).body.data;
      const second = (await adminReply(api, admin.token, visitor.sessionId, 'second')).body.data;
      const markRead = (lastMessageId?: number) =>
        api.call(
          '/api/chat/messages/read',
          withCredential(visitor.credential, { method: 'PUT', body: { sessionId: visitor.sessionId, lastMessageId } }),
        );
      const readFlags = async () => {
        const page = await api.call(
          `/api/chat/history?sessionId=${visitor.sessionId}`,
          withCredential(visitor.credential),
        );
        return page.body.data.map((m: { read: boolean }) => m.read);
      };
      expect(await readFlags()).toEqual([false, false]);
      expect((await markRead(first.id)).body.data).toEqual({ readUpTo: first.id });
      expect(await readFlags()).toEqual([true, false]);
      expect((await markRead(0)).body.data).toEqual({ readUpTo: first.id });
      // Beyond the newest message counts as the newest.
      expect((await markRead(second.id + 500)).body.data).toEqual({ readUpTo: second.id });
      expect(await readFlags()).toEqual([true, true]);
    });

    it('is the contact’s own call', async () => {
      const visitor = await startVisitorChat(api);
      const other = await startVisitorChat(api);
      const reply = await api.call(
        '/api/chat/messages/read',
        withCredential(other.credential, { method: 'PUT', body: { sessionId: visitor.sessionId } }),
      );
      expect(reply.status).toBe(404);
    });
  });
});
