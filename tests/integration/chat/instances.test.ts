import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env, type Env } from '@/server/env';
import type { Api } from '../helpers/api';
import { useTwoInstances } from '../helpers/instances';
import { adminReply, poll, send, serveChatApi, startVisitorChat } from '../helpers/chat';
import { nextChangeOf, openChatStream, openVisitorStream } from '../helpers/chat-stream';
import { describeEachDatabase, TEST_DRIVERS } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

/**
 * The chat on several app instances over one database (the chat issue: "works across
 * several app instances on one PostgreSQL"). Instance A serves the visitor, instance B the
 * admin; whatever one writes the other must see, and the limits and the admins' presence
 * must hold across both — so nothing the chat relies on may live only in one process.
 */
isolateRateLimits();

async function scenario(a: Api, b: Api): Promise<void> {
  const admin = await signedInUser('admin');
  const visitor = await startVisitorChat(a, 'Visitor on A');
  const hello = (await send(a, visitor.credential, visitor.sessionId, 'Hello from A')).body.data;

  // No admin had the console open: the notice came, once.
  const feed = await b.call('/api/chat/admin/messages/new', { token: admin.token });
  expect(feed.body.data.messages).toEqual([expect.objectContaining({ id: hello.id, sessionId: visitor.sessionId })]);
  const listed = await b.call('/api/admin/chats', { token: admin.token });
  expect(listed.body.data).toEqual([expect.objectContaining({ sessionId: visitor.sessionId, unreadCount: 1 })]);

  const answer = (await adminReply(b, admin.token, visitor.sessionId, 'Hello from B')).body.data;
  const polled = await poll(a, visitor.credential, visitor.sessionId, hello.id);
  expect(polled.body.data.messages.map((m: { sender: string; text: string }) => [m.sender, m.text])).toEqual([
    ['system', expect.stringMatching(/reply here/)],
    ['admin', 'Hello from B'],
  ]);
  expect(polled.body.data.messages.at(-1).id).toBe(answer.id);

  // The admin polled on B: a visitor on A is not told that nobody is there.
  const second = await startVisitorChat(a, 'Second visitor');
  await send(a, second.credential, second.sessionId, 'Hi');
  expect((await poll(a, second.credential, second.sessionId)).body.data.messages).toHaveLength(1);

  // The send limit is one bucket per conversation, whichever instance takes the message:
  // of six sent at once through both, five pass.
  const third = await startVisitorChat(a, 'Hasty visitor');
  const burst = await Promise.all(
    [a, b, a, b, a, b].map((instance, index) => send(instance, third.credential, third.sessionId, `quick ${index}`)),
  );
  expect(burst.map((reply) => reply.status).sort()).toEqual([201, 201, 201, 201, 201, 429]);

  // Closed on B: A refuses new messages and opens a new conversation on the next start.
  await b.call('/api/admin/chat/close', { token: admin.token, body: { sessionId: visitor.sessionId } });
  expect((await send(a, visitor.credential, visitor.sessionId, 'still there?')).status).toBe(409);
  const restarted = await a.call('/api/chat/initialize', { body: {}, headers: { 'X-Chat-Token': visitor.chatToken } });
  expect(restarted.body.data.chatSessionId).not.toBe(visitor.sessionId);
}

describeEachDatabase('chat on two module instances (separate in-process state)', () => {
  let a: Api;
  let b: Api;
  let copyEnv: Env;
  beforeAll(async () => {
    a = await serveChatApi();
    // A second copy of every module — routes, services, rate limiters, presence memo, env —
    // as a second process would have; only the database connection is the same object.
    vi.resetModules();
    const copy = await import('../helpers/chat');
    copyEnv = (await import('@/server/env')).env;
    b = await copy.serveChatApi();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });
  // With REDIS_URL both copies count in the same Redis, as real instances would.
  beforeEach(() => {
    copyEnv.RATE_LIMIT_PREFIX = env.RATE_LIMIT_PREFIX;
  });

  it('see each other’s messages; limits, presence and closing hold across them', () => scenario(a, b));
});

// Real processes need a database they can all open: PostgreSQL (TEST_DATABASE_URL; CI sets it).
describe.runIf(TEST_DRIVERS.includes('postgres'))('chat on two app processes over one PostgreSQL', () => {
  const instances = useTwoInstances('chat-instances');
  it('see each other’s messages; limits, presence and closing hold across them', () => scenario(...instances()));

  it.runIf(Boolean(process.env.REDIS_URL))(
    'push through Redis: a change made through one process reaches the streams held by the other within 1 s',
    async () => {
      const [a, b] = instances();
      const admin = await signedInUser('admin');
      const visitor = await startVisitorChat(a, 'Streaming visitor');
      const visitorStream = await openVisitorStream(a, visitor);
      const console = await openChatStream(b, '/api/admin/chat/stream', { token: admin.token });
      try {
        let started = performance.now();
        const question = (await send(a, visitor.credential, visitor.sessionId, 'Through A')).body.data;
        expect((await nextChangeOf(console, visitor.sessionId)).messageId).toBeGreaterThanOrEqual(question.id);
        expect(performance.now() - started, 'A → the admin on B').toBeLessThan(1_000);

        // Heard the visitor's own change first (the message, or the notice after it).
        await nextChangeOf(visitorStream, visitor.sessionId);
        started = performance.now();
        const answer = (await adminReply(b, admin.token, visitor.sessionId, 'Through B')).body.data;
        expect(await nextChangeOf(visitorStream, visitor.sessionId)).toEqual({
          sessionId: visitor.sessionId,
          messageId: answer.id,
        });
        expect(performance.now() - started, 'B → the visitor on A').toBeLessThan(1_000);
      } finally {
        await Promise.all([visitorStream.close(), console.close()]);
      }
    },
  );
});
