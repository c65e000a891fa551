import { env } from '../env';
import { logger } from '../http/logger';
import { JOB_DEFINITIONS } from './job-definitions';
import { setJobQueue } from './job-queue';

/**
 * Starts this instance's job runner (src/server/start.ts): pg-boss on PostgreSQL, where
 * every instance works the one queue and each timed job runs once per slot; the in-process
 * runner on the embedded database, which is one process by nature.
 */
export async function startJobs(): Promise<void> {
  const log = logger.child({ component: 'jobs' });
  if (env.DATABASE_URL) {
    const { startPgBossQueue } = await import('./pg-boss-queue');
    setJobQueue(await startPgBossQueue(JOB_DEFINITIONS, { connectionString: env.DATABASE_URL, log }));
  } else {
    const { createInProcessQueue } = await import('./in-process-queue');
    setJobQueue(createInProcessQueue(JOB_DEFINITIONS, { log, timers: true }));
  }
  log.info({ jobs: Object.keys(JOB_DEFINITIONS) }, 'job runner started');
}
