import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { recordAdminSeen } from '@/server/services/chat/admin-presence';
import type { Api } from '../helpers/api';
import {
  adminReply,
  everyAdminAway,
  freshRateLimits,
  poll,
  send,
  serveChatApi,
  startVisitorChat,
  withCredential,
} from '../helpers/chat';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveChatApi();
});
afterAll(() => api.close());
isolateRateLimits();

const ids = (messages: { id: number }[]) => messages.map((message) => message.id);

describeEachDatabase('chat messages', () => {
  beforeEach(() => everyAdminAway());

  describe('POST /api/chat/messages', () => {
    it('stores the message, trimmed, and returns it (201)', async () => {
      const visitor = await startVisitorChat(api);
      const reply = await send(api, visitor.credential, visitor.sessionId, '  Hi,\r\nI need help\u0000  ');
      expect(reply.status).toBe(201);
      expect(reply.body.data).toEqual({
        id: expect.any(Number),
        text: 'Hi,\nI need help',
        sender: 'user',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        read: false,
      });
    });

    it('refuses blank text and text over 2,000 characters; takes exactly 2,000', async () => {
      const visitor = await startVisitorChat(api);
      for (const text of ['', '   \n\t ', 'x'.repeat(2_001)]) {
        const reply = await send(api, visitor.credential, visitor.sessionId, text);
        expect(reply.status).toBe(400);
        expect(reply.body.error.fields).toHaveProperty('text');
      }
      expect((await send(api, visitor.credential, visitor.sessionId, 'x'.repeat(2_000))).status).toBe(201);
      const missing = await api.call(
        '/api/chat/messages',
        withCredential(visitor.credential, { body: { sessionId: 'not-a-uuid' } }),
      );
      expect(Object.keys(missing.body.error.fields).sort()).toEqual(['sessionId', 'text']);
    });

    it('needs a caller (401) who owns the conversation (404 otherwise), with their own userId (403)', async () => {
      const visitor = await startVisitorChat(api);
      const other = await startVisitorChat(api);
      const learner = await signedInUser();
      const anonymous = await api.call('/api/chat/messages', { body: { sessionId: visitor.sessionId, text: 'x' } });
      expect(anonymous.status).toBe(401);
      for (const credential of [other.credential, { token: learner.token }]) {
        const reply = await send(api, credential, visitor.sessionId, 'Not mine');
        expect(reply.status).toBe(404);
        expect(reply.body.error.error_code).toBe('NOT_FOUND');
      }
      const wrongId = await api.call(
        '/api/chat/messages',
        withCredential(visitor.credential, {
          body: { sessionId: visitor.sessionId, userId: other.visitorId, text: 'x' },
        }),
      );
      expect(wrongId.status).toBe(403);
      const ownId = await api.call(
        '/api/chat/messages',
        withCredential(visitor.credential, {
          body: { sessionId: visitor.sessionId, userId: visitor.visitorId, text: 'x' },
        }),
      );
      expect(ownId.status).toBe(201);
    });

    it('allows a burst of 5, then about one a second (429 with Retry-After)', async () => {
      // The bucket refills with the clock: a frozen clock (Date only; I/O timers run as
      // usual) makes "at once" and "a second later" exact, however slow the machine.
      vi.useFakeTimers({ toFake: ['Date'] });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const visitor = await startVisitorChat(api);
      for (let index = 1; index <= 5; index += 1) {
        expect((await send(api, visitor.credential, visitor.sessionId, `burst ${index}`)).status).toBe(201);
      }
      const limited = await send(api, visitor.credential, visitor.sessionId, 'one too many');
      expect(limited.status).toBe(429);
      expect(limited.body.error.error_code).toBe('RATE_LIMITED');
      expect(limited.headers.get('retry-after')).toBe('1');
      vi.setSystemTime(Date.now() + 1_050);
      expect((await send(api, visitor.credential, visitor.sessionId, 'a second later')).status).toBe(201);
      expect((await send(api, visitor.credential, visitor.sessionId, 'and again at once')).status).toBe(429);
      // The refused messages were not stored.
      const history = await api.call(
        `/api/chat/history?sessionId=${visitor.sessionId}`,
        withCredential(visitor.credential),
      );
      expect(history.body.data.filter((m: { sender: string }) => m.sender === 'user')).toHaveLength(6);
    });

    it('tells the visitor once, while no admin is online, that a reply will follow', async () => {
      const visitor = await startVisitorChat(api);
      await send(api, visitor.credential, visitor.sessionId, 'Anyone there?');
      await send(api, visitor.credential, visitor.sessionId, 'Hello?');
      const first = await poll(api, visitor.credential, visitor.sessionId);
      const notices = first.body.data.messages.filter((m: { sender: string }) => m.sender === 'system');
      expect(notices).toHaveLength(1);
      expect(notices[0].text).toMatch(/an admin will reply here as soon as possible/);
      expect(first.body.data.messages.map((m: { sender: string }) => m.sender)).toEqual(['user', 'system', 'user']);

      // While the admin who answered is online, no notice; after they leave, one new notice.
      const admin = await signedInUser('admin');
      await adminReply(api, admin.token, visitor.sessionId, 'Here now');
      await send(api, visitor.credential, visitor.sessionId, 'Thanks');
      await everyAdminAway();
      await send(api, visitor.credential, visitor.sessionId, 'One more question');
      await send(api, visitor.credential, visitor.sessionId, 'And another');
      freshRateLimits();
      const after = await poll(api, visitor.credential, visitor.sessionId, first.body.data.messages.at(-1).id);
      expect(after.body.data.messages.map((m: { sender: string }) => m.sender)).toEqual([
        'admin',
        'user',
        'user',
        'system',
        'user',
      ]);
    });

    it('writes its notes in the language the contact writes from, even when the conversation began in the other', async () => {
      const vietnamese = { 'Accept-Language': 'vi-VN,vi;q=0.9' };
      const begin = async (headers: Record<string, string>, userPhone: string) => {
        const reply = await api.call('/api/chat/initialize', { body: { userName: 'Lan', userPhone }, headers });
        const { chatSessionId, chatToken } = reply.body.data;
        return {
          chatSessionId,
          chatToken,
          send: (from: Record<string, string>, text: string) =>
            api.call(
              '/api/chat/messages',
              withCredential({ chatToken }, { body: { sessionId: chatSessionId, text }, headers: from }),
            ),
          notes: async () =>
            (await poll(api, { chatToken }, chatSessionId)).body.data.messages
              .filter((m: { sender: string }) => m.sender === 'system')
              .map((m: { text: string }) => m.text),
        };
      };
      const started = await begin(vietnamese, '0901234567');
      expect((await started.send(vietnamese, 'Xin chào')).status).toBe(201);
      expect(await started.notes()).toEqual([expect.stringMatching(/quản trị viên sẽ trả lời/)]);

      // Begun on an English page, continued on a Vietnamese one (the widget's calls carry
      // the page's language): the away note and the closing note are Vietnamese.
      const switched = await begin({ 'Accept-Language': 'en' }, '0907654321');
      expect((await switched.send(vietnamese, 'Cho tôi hỏi')).status).toBe(201);
      const admin = await signedInUser('admin');
      await api.call('/api/admin/chat/close', { token: admin.token, body: { sessionId: switched.chatSessionId } });
      expect(await switched.notes()).toEqual([
        expect.stringMatching(/quản trị viên sẽ trả lời/),
        expect.stringMatching(/^Cuộc trò chuyện này đã kết thúc/),
      ]);
    });

    it('gives no notice while an admin has the console open', async () => {
      const admin = await signedInUser('admin');
      await recordAdminSeen(admin.user.id);
      const visitor = await startVisitorChat(api);
      await send(api, visitor.credential, visitor.sessionId, 'Hi');
      const polled = await poll(api, visitor.credential, visitor.sessionId);
      expect(polled.body.data.messages.map((m: { sender: string }) => m.sender)).toEqual(['user']);
    });
  });

  describe('GET /api/chat/messages', () => {
    it('returns only messages newer than lastMessageId, in order, with the conversation status', async () => {
      const visitor = await startVisitorChat(api);
      const admin = await signedInUser('admin');
      await recordAdminSeen(admin.user.id);
      const one = (await send(api, visitor.credential, visitor.sessionId, 'one')).body.data;
      const two = (await adminReply(api, admin.token, visitor.sessionId, 'two')).body.data;
      const three = (await send(api, visitor.credential, visitor.sessionId, 'three')).body.data;

      const all = await poll(api, visitor.credential, visitor.sessionId);
      expect(all.status).toBe(200);
      expect(all.body.data.status).toBe('active');
      expect(ids(all.body.data.messages)).toEqual([one.id, two.id, three.id]);
      expect(all.body.data.messages[1]).toMatchObject({ sender: 'admin', text: 'two', read: false });
      // The admin's reply marked the visitor's earlier message read.
      expect(all.body.data.messages[0].read).toBe(true);

      freshRateLimits();
      expect(ids((await poll(api, visitor.credential, visitor.sessionId, one.id)).body.data.messages)).toEqual([
        two.id,
        three.id,
      ]);
      freshRateLimits();
      expect((await poll(api, visitor.credential, visitor.sessionId, three.id)).body.data.messages).toEqual([]);
      freshRateLimits();
      // An id from the future is just "nothing newer".
      expect((await poll(api, visitor.credential, visitor.sessionId, three.id + 1_000)).body.data.messages).toEqual([]);
    });

    it('answers an empty poll in at most 200 bytes', async () => {
      const visitor = await startVisitorChat(api);
      const reply = await api.call(
        `/api/chat/messages?sessionId=${visitor.sessionId}&lastMessageId=0`,
        withCredential(visitor.credential),
      );
      expect(reply.body).toEqual({ success: true, data: { messages: [], status: 'active' } });
      expect(Number(reply.headers.get('content-length'))).toBeLessThanOrEqual(200);
    });

    it('refuses polls closer than 2 s apart (429 with Retry-After), per conversation and reader', async () => {
      const visitor = await startVisitorChat(api);
      const admin = await signedInUser('admin');
      expect((await poll(api, visitor.credential, visitor.sessionId)).status).toBe(200);
      const limited = await poll(api, visitor.credential, visitor.sessionId);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Another reader of the same conversation has their own pace.
      expect((await poll(api, { token: admin.token }, visitor.sessionId)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_050));
      expect((await poll(api, visitor.credential, visitor.sessionId)).status).toBe(200);
    });

    it('answers 404 for someone else’s conversation and 401 without any credential', async () => {
      const visitor = await startVisitorChat(api);
      const other = await startVisitorChat(api);
      const learner = await signedInUser();
      expect((await poll(api, other.credential, visitor.sessionId)).status).toBe(404);
      expect((await poll(api, { token: learner.token }, visitor.sessionId)).status).toBe(404);
      expect((await api.call(`/api/chat/messages?sessionId=${visitor.sessionId}`)).status).toBe(401);
      expect((await api.call('/api/chat/messages?lastMessageId=-1', withCredential(visitor.credential))).status).toBe(
        400,
      );
    });

    it('lets a signed-in user poll their own conversation', async () => {
      const learner = await signedInUser();
      const started = await api.call('/api/chat/initialize', { body: {}, token: learner.token });
      const { chatSessionId } = started.body.data;
      const sent = await send(api, { token: learner.token }, chatSessionId, 'From a learner');
      expect(sent.status).toBe(201);
      const polled = await poll(api, { token: learner.token }, chatSessionId);
      expect(ids(polled.body.data.messages)).toContain(sent.body.data.id);
    });
  });
});
