import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { ChatChange } from '@/lib/chat/chat-push';
import type { ChatBus, ChatBusEvent } from '@/server/chat-push/chat-bus';
import { createInProcessChatBus } from '@/server/chat-push/in-process-chat-bus';
import { createRedisChatBus } from '@/server/chat-push/redis-chat-bus';

/** The events a bus hands its listener, and a wait for the next one. */
async function listen(bus: ChatBus) {
  const events: ChatBusEvent[] = [];
  const stop = await bus.subscribe((event) => events.push(event));
  return {
    events,
    stop,
    next: async (count: number) => {
      await expect.poll(() => events.length, { timeout: 1_000, interval: 10 }).toBeGreaterThanOrEqual(count);
      return events[count - 1];
    },
  };
}

const change = (messageId: number): ChatChange => ({ sessionId: randomUUID(), messageId });

describe('the in-process chat bus (one instance)', () => {
  it('hands each change to every listener until it stops listening', async () => {
    const bus = createInProcessChatBus();
    const [first, second] = [await listen(bus), await listen(bus)];
    const one = change(1);
    await bus.publish(one);
    expect(first.events).toEqual([{ kind: 'change', change: one }]);
    expect(second.events).toEqual([{ kind: 'change', change: one }]);
    first.stop();
    await bus.publish(change(2));
    expect(first.events).toHaveLength(1);
    expect(second.events).toHaveLength(2);
    await bus.close();
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('the Redis chat bus (several instances)', () => {
  const url = process.env.REDIS_URL!;

  it("carries an instance's very first change, published before its connection is up, to the others", async () => {
    const channel = `learnhub-test:chat:${randomUUID()}`;
    const listening = createRedisChatBus(url, channel);
    let fresh: ChatBus | undefined;
    try {
      const other = await listen(listening);
      // A new instance: its bus is made and publishes at once, with no connect() first.
      fresh = createRedisChatBus(url, channel);
      const first = change(7);
      await fresh.publish(first);
      expect(await other.next(1)).toEqual({ kind: 'change', change: first });
    } finally {
      await Promise.all([listening.close(), fresh?.close()]);
    }
  });

  it('keeps channels apart, and skips data on its channel that is not a change', async () => {
    const [channel, elsewhere] = [`learnhub-test:chat:${randomUUID()}`, `learnhub-test:chat:${randomUUID()}`];
    const [bus, otherSite] = [createRedisChatBus(url, channel), createRedisChatBus(url, elsewhere)];
    const plain = new Redis(url);
    try {
      await Promise.all([bus.connect(), otherSite.connect()]);
      const heard = await listen(bus);
      await otherSite.publish(change(1));
      await plain.publish(channel, 'not json');
      const mine = change(2);
      await bus.publish(mine);
      expect(await heard.next(1)).toEqual({ kind: 'change', change: mine });
      expect(heard.events).toHaveLength(1);
    } finally {
      plain.disconnect();
      await Promise.all([bus.close(), otherSite.close()]);
    }
  });
});
