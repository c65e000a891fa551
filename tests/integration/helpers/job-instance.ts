import { pino } from 'pino';
import type { JobDefinition } from '@/server/jobs/job-definition';
import { startPgBossQueue } from '@/server/jobs/pg-boss-queue';

/**
 * One instance's job runner as a process of its own (started by jobs/pg-boss-queue.test.ts
 * on DATABASE_URL), whose `low-stock-mail` run never ends: it prints "taken <job id>" when a
 * run starts, so the test can SIGKILL it mid-job, as a crash or an OOM kill would.
 */
const hang: JobDefinition['run'] = async (_data, { jobId }) => {
  process.stdout.write(`taken ${jobId}\n`);
  await new Promise(() => undefined);
};
const idle: JobDefinition['run'] = async () => undefined;
const names = [
  'orders-sweep',
  'attempts-sweep',
  'posts-publish-due',
  'newsletter-send',
  'order-receipt',
  'low-stock-mail',
] as const;
const definitions = Object.fromEntries(
  names.map((name) => [
    name,
    {
      name,
      policy: 'standard',
      retryLimit: 3,
      retryDelaySeconds: 1,
      expireInSeconds: Number(process.env.JOB_EXPIRE_S ?? 2),
      run: name === 'low-stock-mail' ? hang : idle,
    },
  ]),
) as unknown as Parameters<typeof startPgBossQueue>[0];

// No top-level await: tsx loads this file as CommonJS.
void startPgBossQueue(definitions, {
  connectionString: process.env.DATABASE_URL!,
  log: pino({ level: 'silent' }),
  maintenanceIntervalSeconds: 1,
}).then(() => process.stdout.write('ready\n'));
