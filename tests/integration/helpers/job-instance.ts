import { pino } from 'pino';
import { startPgBossQueue } from '@/server/jobs/pg-boss-queue';
import { testJobDefinitions, type TestRun } from '../../fixtures/job-definitions';

/**
 * One instance's job runner as a process of its own (started by jobs/pg-boss-queue.test.ts
 * on DATABASE_URL), whose `low-stock-mail` run never ends: it prints "taken <job id>" when a
 * run starts, so the test can SIGKILL it mid-job, as a crash or an OOM kill would.
 */
const hang: TestRun = async (_data, { jobId }) => {
  process.stdout.write(`taken ${jobId}\n`);
  await new Promise(() => undefined);
};
const definitions = testJobDefinitions(
  { 'low-stock-mail': hang },
  { policy: 'standard', retryLimit: 3, expireInSeconds: 2 },
);

// No top-level await: tsx loads this file as CommonJS.
void startPgBossQueue(definitions, {
  connectionString: process.env.DATABASE_URL!,
  log: pino({ level: 'silent' }),
  maintenanceIntervalSeconds: 1,
}).then(() => process.stdout.write('ready\n'));
