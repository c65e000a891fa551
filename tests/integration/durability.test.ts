import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Api } from './helpers/api';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/databases';
import { startInstance, stopInstances } from './helpers/instances';

/**
 * Durability (the hardening issue): the server is killed with SIGKILL in the middle of a
 * stream of writes — 200 chat conversations opened, then 1,000 messages sent — and
 * restarted on the same database; every write it had acknowledged must be there. On the
 * embedded default (PGlite on disk, recovering after the crash) and on PostgreSQL.
 */
const CONVERSATIONS = 200;
const MESSAGES_EACH = 5; // the per-conversation burst the send limit allows
// Acknowledged messages before the kill: with the conversations, 1,000 acknowledged writes,
// and the kill lands inside the stream (1,000 messages in all).
const KILL_AFTER = 800;
const CONCURRENCY = 16;

interface Conversation {
  sessionId: string;
  chatToken: string;
}

async function openConversations(api: Api): Promise<Conversation[]> {
  const conversations: Conversation[] = [];
  for (let index = 0; index < CONVERSATIONS; index += 1) {
    const reply = await api.call('/api/chat/initialize', {
      // TRUST_PROXY: each visitor comes from an address of its own, as in production.
      headers: { 'X-Forwarded-For': `10.9.${index >> 8}.${index & 255}` },
      body: { userName: `Durable ${index}`, userPhone: '0901 234 567' },
    });
    expect(reply.status).toBe(200);
    conversations.push({ sessionId: reply.body.data.chatSessionId, chatToken: reply.body.data.chatToken });
  }
  return conversations;
}

/** Sends every message until the server dies; returns the acknowledged ones (id by conversation). */
async function sendUntilKilled(
  api: Api,
  conversations: Conversation[],
  kill: () => void,
): Promise<Map<string, Set<number>>> {
  const acknowledged = new Map<string, Set<number>>(conversations.map((c) => [c.sessionId, new Set<number>()]));
  const queue = conversations.flatMap((conversation) =>
    Array.from({ length: MESSAGES_EACH }, (_, index) => ({ conversation, text: `durable message ${index}` })),
  );
  let count = 0;
  let killed = false;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const reply = await api
        .call('/api/chat/messages', {
          headers: { 'X-Chat-Token': next.conversation.chatToken },
          body: { sessionId: next.conversation.sessionId, text: next.text },
        })
        .catch(() => null); // a request the kill cut short: not acknowledged
      if (reply?.status === 201) {
        acknowledged.get(next.conversation.sessionId)!.add(reply.body.data.id);
        count += 1;
        if (count === KILL_AFTER && !killed) {
          killed = true;
          kill();
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(killed).toBe(true);
  return acknowledged;
}

async function storedMessageIds(api: Api, conversation: Conversation): Promise<Set<number>> {
  const reply = await api.call(`/api/chat/history?sessionId=${conversation.sessionId}&limit=50`, {
    headers: { 'X-Chat-Token': conversation.chatToken },
  });
  expect(reply.status).toBe(200);
  return new Set(reply.body.data.map((message: { id: number }) => message.id));
}

describe.each(TEST_DRIVERS)('acknowledged writes survive SIGKILL [%s]', (driver) => {
  const children: ChildProcess[] = [];
  let opened: TestDatabase | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await opened?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(`every acknowledged conversation and message is there after a restart`, async () => {
    const prefix = `learnhub-test-rl:durability:${randomUUID()}`;
    let url = '';
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'learnhub-durability-'));
    if (driver === 'postgres') {
      opened = await openTestDatabase('postgres');
      url = opened.url!;
    }
    const env = { DATA_DIR: dataDir, TRUST_PROXY: 'true', INSTANCE_MIGRATE: '1' };
    const first = await startInstance(url, prefix, children, env);
    const conversations = await openConversations(first);

    const victim = children.at(-1)!;
    const exited = once(victim, 'exit');
    const acknowledged = await sendUntilKilled(first, conversations, () => victim.kill('SIGKILL'));
    await exited;
    const total = [...acknowledged.values()].reduce((sum, ids) => sum + ids.size, 0);
    expect(total).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(total).toBeLessThan(CONVERSATIONS * MESSAGES_EACH);

    const second = await startInstance(url, prefix, children, env);
    const lost: string[] = [];
    for (const conversation of conversations) {
      const stored = await storedMessageIds(second, conversation);
      for (const id of acknowledged.get(conversation.sessionId)!) {
        if (!stored.has(id)) lost.push(`${conversation.sessionId}#${id}`);
      }
    }
    expect(lost).toEqual([]);
    await stopInstances(children);
  }, 180_000);
});
