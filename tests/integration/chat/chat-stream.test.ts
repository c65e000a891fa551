import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDatabase } from '@/server/db/client';
import { siteMetrics } from '@/server/metrics/registry';
import { startDraining } from '@/server/shutdown';
import type { Api } from '../helpers/api';
import { adminReply, send, serveChatApi, startVisitorChat, withCredential } from '../helpers/chat';
import { nextChangeOf, openChatStream, openVisitorStream } from '../helpers/chat-stream';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

/**
 * The chat's push streams (issue 25, item 2), in one process: over the in-process bus, or
 * over Redis when REDIS_URL is set (CI). Across processes: chat/instances.test.ts.
 */
isolateRateLimits();

let api: Api;
beforeAll(async () => {
  api = await serveChatApi();
});
afterAll(() => api.close());

const openConnections = async (audience: 'visitor' | 'admin') =>
  (await siteMetrics().chatConnections.get()).values.find((value) => value.labels.audience === audience)?.value ?? 0;

describeEachDatabase('the chat push stream', () => {
  it('tells the visitor within a second that the admin answered, with the newest message id', async () => {
    const admin = await signedInUser('admin');
    const visitor = await startVisitorChat(api);
    await send(api, visitor.credential, visitor.sessionId, 'Hello');
    const stream = await openVisitorStream(api, visitor);
    try {
      const started = performance.now();
      const answer = (await adminReply(api, admin.token, visitor.sessionId, 'Hi, how can I help?')).body.data;
      const change = await nextChangeOf(stream, visitor.sessionId);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(change).toEqual({ sessionId: visitor.sessionId, messageId: answer.id });
    } finally {
      await stream.close();
    }
  });

  it("hears its own conversation only; the admins' stream hears every one, and a closing", async () => {
    const admin = await signedInUser('admin');
    const [mine, theirs] = [await startVisitorChat(api), await startVisitorChat(api)];
    const stream = await openVisitorStream(api, mine);
    const console = await openChatStream(api, '/api/admin/chat/stream', { token: admin.token });
    try {
      const other = (await send(api, theirs.credential, theirs.sessionId, 'Not yours')).body.data;
      const own = (await send(api, mine.credential, mine.sessionId, 'Mine')).body.data;
      // The first change this visitor hears is its own message (or the notice that followed it).
      const heard = await nextChangeOf(stream, mine.sessionId);
      expect(heard.messageId).toBeGreaterThanOrEqual(own.id);
      expect((await nextChangeOf(console, theirs.sessionId)).messageId).toBeGreaterThanOrEqual(other.id);
      expect((await nextChangeOf(console, mine.sessionId)).messageId).toBeGreaterThanOrEqual(own.id);

      await api.call('/api/admin/chat/close', { token: admin.token, body: { sessionId: mine.sessionId } });
      const closing = await nextChangeOf(stream, mine.sessionId);
      expect(closing.messageId).toBeGreaterThan(heard.messageId);
      expect((await nextChangeOf(console, mine.sessionId)).messageId).toBe(closing.messageId);
    } finally {
      await Promise.all([stream.close(), console.close()]);
    }
  });

  it('is counted in the metrics while it is open, by audience', async () => {
    const admin = await signedInUser('admin');
    const visitor = await startVisitorChat(api);
    const [visitorsBefore, adminsBefore] = [await openConnections('visitor'), await openConnections('admin')];
    const streams = [
      await openVisitorStream(api, visitor),
      await openChatStream(api, '/api/admin/chat/stream', { token: admin.token }),
    ];
    expect(await openConnections('visitor')).toBe(visitorsBefore + 1);
    expect(await openConnections('admin')).toBe(adminsBefore + 1);
    await Promise.all(streams.map((stream) => stream.close()));
    // The server hears the reader leave a moment later.
    await expect.poll(() => openConnections('visitor')).toBe(visitorsBefore);
    await expect.poll(() => openConnections('admin')).toBe(adminsBefore);
  });

  it('is refused, in the envelope, to whoever may not poll the conversation', async () => {
    const [mine, theirs] = [await startVisitorChat(api), await startVisitorChat(api)];
    const learner = await signedInUser();
    const path = `/api/chat/stream?sessionId=${mine.sessionId}`;
    const refusals = [
      [await api.call(path), 401, 'UNAUTHORIZED'],
      [await api.call(path, withCredential(theirs.credential)), 404, 'NOT_FOUND'],
      [await api.call(path, { token: learner.token }), 404, 'NOT_FOUND'],
      [await api.call('/api/chat/stream?sessionId=nope', withCredential(mine.credential)), 400, 'VALIDATION_ERROR'],
      [await api.call('/api/admin/chat/stream', { token: learner.token }), 403, 'FORBIDDEN'],
    ] as const;
    for (const [reply, status, code] of refusals) {
      expect(reply.status).toBe(status);
      expect(reply.body.error.error_code).toBe(code);
    }
  });
});

// Last in the file: draining cannot be undone in this process.
describe('the stream at shutdown', () => {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase('pglite');
    setDatabase(opened.database);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await opened?.dispose();
  });

  it('ends the open streams when the server starts draining, and refuses new ones with 503', async () => {
    const visitor = await startVisitorChat(api);
    const stream = await openVisitorStream(api, visitor);
    startDraining();
    expect(await stream.ended(2_000)).toBe(true);
    const refused = await api.call(
      `/api/chat/stream?sessionId=${visitor.sessionId}`,
      withCredential(visitor.credential),
    );
    expect(refused.status).toBe(503);
    expect(refused.body.error.error_code).toBe('SERVICE_UNAVAILABLE');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
