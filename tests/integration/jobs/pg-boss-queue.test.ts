import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobName } from '@/server/jobs/job-payloads';
import type { JobQueue } from '@/server/jobs/job-queue';
import { startPgBossQueue } from '@/server/jobs/pg-boss-queue';
import { createScratchDatabase } from '../../../scripts/lib/scratch-database.mjs';
import { testJobDefinitions, type TestRun } from '../../fixtures/job-definitions';
import { TEST_DRIVERS } from '../helpers/databases';

/**
 * The job queue on PostgreSQL, as three instances of the site run it: three pg-boss
 * runners on one database, each with every job's worker. What the cluster test proves
 * through real processes (a SIGKILLed instance), this proves job by job.
 */
const log = pino({ level: 'silent' });
const JOB_INSTANCE_SCRIPT = path.join(import.meta.dirname, '..', 'helpers', 'job-instance.ts');
/** Every job with the test's runs, and a short expiry, so a dead instance's job is retried within the test. */
const definitions = (runs: Partial<Record<JobName, TestRun>>) =>
  testJobDefinitions(runs, { retryLimit: 3, expireInSeconds: 2 });

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(TEST_DRIVERS.includes('postgres'))('pg-boss: jobs across three instances', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let sql: pg.Client;
  const started: JobQueue[] = [];

  /** One instance's runner; `runs` decides what its jobs do. */
  async function instance(runs: Partial<Record<JobName, TestRun>>): Promise<JobQueue> {
    const queue = await startPgBossQueue(definitions(runs), {
      connectionString: scratch.url,
      log,
      maintenanceIntervalSeconds: 1,
    });
    started.push(queue);
    return queue;
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'learnhub_jobs');
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
  });

  afterAll(async () => {
    await Promise.all(started.map((queue) => queue.stop().catch(() => undefined)));
    await sql?.end();
    await scratch?.drop();
  });

  it('runs every job once, whichever instance queued it, and spreads them over the instances', async () => {
    const runs = new Map<string, string[]>();
    const worker =
      (who: string): TestRun =>
      async (data: never) => {
        const { orderId } = data as { orderId: string };
        runs.set(orderId, [...(runs.get(orderId) ?? []), who]);
      };
    const queues = [
      await instance({ 'order-receipt': worker('a') }),
      await instance({ 'order-receipt': worker('b') }),
      await instance({ 'order-receipt': worker('c') }),
    ];
    const ids = Array.from({ length: 15 }, (_, i) => `order-${i}`);
    await Promise.all(ids.map((orderId, i) => queues[i % 3]!.send('order-receipt', { orderId })));
    await eventually(() => runs.size === ids.length);
    // A little longer: a second run of any job would show up now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect([...runs.values()].every((who) => who.length === 1)).toBe(true);
    expect(new Set([...runs.values()].flat()).size).toBeGreaterThan(1);
    const { rows } = await sql.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'order-receipt' AND state = 'completed'`,
    );
    expect(rows[0].n).toBe(ids.length);
    await Promise.all(queues.map((queue) => queue.stop()));
    started.length = 0;
  });

  it('registers each timed job once, at one-minute slots, however many instances start', async () => {
    await Promise.all([instance({}), instance({}), instance({})]);
    const { rows } = await sql.query(`SELECT name, cron FROM pgboss.schedule ORDER BY name`);
    expect(rows).toEqual([
      { name: 'attempts-sweep', cron: '* * * * *' },
      { name: 'orders-sweep', cron: '* * * * *' },
    ]);
    await Promise.all(started.map((queue) => queue.stop()));
    started.length = 0;
  });

  it('keeps one newsletter run waiting at a time (stately): a burst of sends during a run does the work once more', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const queue = await instance({
      'newsletter-send': async () => {
        runs += 1;
        if (runs === 1) await released;
      },
    });
    await queue.send('newsletter-send', {});
    await eventually(() => runs === 1);
    await Promise.all(Array.from({ length: 5 }, () => queue.send('newsletter-send', {})));
    const { rows } = await sql.query(
      `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'newsletter-send' GROUP BY state ORDER BY state`,
    );
    expect(rows).toEqual([
      { state: 'created', n: 1 },
      { state: 'active', n: 1 },
    ]);
    release();
    await eventually(() => runs === 2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs).toBe(2);
    await queue.stop();
    started.length = 0;
  });

  it('retries on another instance the job of an instance killed mid-way (SIGKILL)', async () => {
    // Instance A, a process of its own, takes the job and is killed while it runs.
    const a = spawn(process.execPath, ['--import', 'tsx', JOB_INSTANCE_SCRIPT], {
      env: { ...process.env, DATABASE_URL: scratch.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    a.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const sender = new PgBoss({ connectionString: scratch.url, schema: 'pgboss', supervise: false, schedule: false });
    try {
      await eventually(() => output.includes('ready'), 30_000);
      // A sender with no workers: only A can take the job.
      await sender.start();
      const jobId = await sender.send('low-stock-mail', { alerts: [] });
      await eventually(() => output.includes(`taken ${jobId}`));
      const killed = once(a, 'exit');
      a.kill('SIGKILL');
      await killed;
      const { rows: held } = await sql.query(`SELECT state FROM pgboss.job WHERE id = $1`, [jobId]);
      expect(held).toEqual([{ state: 'active' }]);

      // B, alive: past the job's expiry its maintenance queues the retry, which B runs.
      const ranOnB: string[] = [];
      await instance({ 'low-stock-mail': async (_data, { jobId: id }) => void ranOnB.push(id) });
      await eventually(() => ranOnB.length > 0, 30_000);
      expect(ranOnB).toEqual([jobId]);
      await eventually(async () => {
        const { rows } = await sql.query(`SELECT state, retry_count FROM pgboss.job WHERE id = $1`, [jobId]);
        return rows[0]?.state === 'completed' && rows[0]?.retry_count === 1;
      });
    } finally {
      if (a.exitCode === null && a.signalCode === null) a.kill('SIGKILL');
      await sender.stop({ graceful: false }).catch(() => undefined);
    }
  }, 60_000);
});
