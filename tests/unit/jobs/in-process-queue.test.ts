import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundWorkSettled } from '@/server/background-work';
import type { JobName } from '@/server/jobs/job-payloads';
import { createInProcessQueue } from '@/server/jobs/in-process-queue';
import { testJobDefinitions, type TestRun } from '../../fixtures/job-definitions';

const log = pino({ level: 'silent' });
/** Every job, each with a run of the test's choosing (by default one that does nothing). */
const definitions = (runs: Partial<Record<JobName, TestRun>>) => testJobDefinitions(runs);

/** A run that waits until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, wait: () => opened };
}

// Real setImmediate (background work starts on it); fake clocks for back-off and timers.
const FAKE: Parameters<typeof vi.useFakeTimers>[0] = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
};

afterEach(() => vi.useRealTimers());

describe('the in-process job runner', () => {
  it('runs each job sent with its data, as background work a shutdown waits for', async () => {
    const seen: unknown[] = [];
    const queue = createInProcessQueue(definitions({ 'order-receipt': async (data) => void seen.push(data) }), {
      log,
      timers: false,
    });
    await queue.send('order-receipt', { orderId: 'a' });
    await queue.send('order-receipt', { orderId: 'b' });
    await backgroundWorkSettled();
    expect(seen).toEqual([{ orderId: 'a' }, { orderId: 'b' }]);
  });

  it('runs a stately job once more after the run in progress, however many were sent meanwhile', async () => {
    const running = gate();
    const run = vi.fn(async () => {
      if (run.mock.calls.length === 1) await running.wait();
    });
    const queue = createInProcessQueue(definitions({ 'newsletter-send': run }), { log, timers: false });
    await queue.send('newsletter-send', {});
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 3; i += 1) await queue.send('newsletter-send', {});
    expect(await queue.depth()).toBe(1);
    running.open();
    await backgroundWorkSettled();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps stately jobs with different keys apart', async () => {
    const running = gate();
    const run = vi.fn(() => running.wait());
    const queue = createInProcessQueue(definitions({ 'posts-publish-due': run }), { log, timers: false });
    await queue.send('posts-publish-due', {}, { key: 'post-1' });
    await queue.send('posts-publish-due', {}, { key: 'post-2' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(run).toHaveBeenCalledTimes(2);
    running.open();
    await backgroundWorkSettled();
  });

  it('retries a failing job with exponential back-off, up to its retry limit', async () => {
    vi.useFakeTimers(FAKE);
    const failures = vi.fn(async () => {
      throw new Error('mail server down');
    });
    const queue = createInProcessQueue(definitions({ 'order-receipt': failures }), { log, timers: false });
    await queue.send('order-receipt', { orderId: 'a' });
    await backgroundWorkSettled();
    expect(failures).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(failures).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await backgroundWorkSettled();
    expect(failures).toHaveBeenCalledTimes(2);
    // The second retry waits twice as long: 2 s.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(failures).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await backgroundWorkSettled();
    expect(failures).toHaveBeenCalledTimes(3);
    // retryLimit 2: no fourth run.
    await vi.advanceTimersByTimeAsync(60_000);
    await backgroundWorkSettled();
    expect(failures).toHaveBeenCalledTimes(3);
    expect(await queue.depth()).toBe(0);
  });

  it('runs a job sent for later at its time, not before', async () => {
    vi.useFakeTimers(FAKE);
    const run = vi.fn(async () => undefined);
    const queue = createInProcessQueue(definitions({ 'posts-publish-due': run }), { log, timers: false });
    await queue.send('posts-publish-due', {}, { startAfter: new Date(Date.now() + 30_000), key: 'post-1' });
    expect(await queue.depth()).toBe(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await backgroundWorkSettled();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('queues the timed jobs every minute with timers on, and nothing once stopped', async () => {
    vi.useFakeTimers(FAKE);
    const sweeps = vi.fn(async () => undefined);
    const receipts = vi.fn(async () => undefined);
    const queue = createInProcessQueue(definitions({ 'orders-sweep': sweeps, 'order-receipt': receipts }), {
      log,
      timers: true,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    await backgroundWorkSettled();
    await vi.advanceTimersByTimeAsync(60_000);
    await backgroundWorkSettled();
    expect(sweeps).toHaveBeenCalledTimes(2);
    // Not timed: runs only when sent.
    expect(receipts).not.toHaveBeenCalled();
    await queue.stop();
    await vi.advanceTimersByTimeAsync(180_000);
    await queue.send('order-receipt', { orderId: 'late' });
    await backgroundWorkSettled();
    expect(sweeps).toHaveBeenCalledTimes(2);
    expect(receipts).not.toHaveBeenCalled();
  });
});
