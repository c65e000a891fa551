import PgBoss from 'pg-boss';
import type { Logger } from '../http/logger';
import type { JobDefinition } from './job-definition';
import type { JobName } from './job-payloads';
import type { JobQueue } from './job-queue';

type Definitions = { [N in JobName]: JobDefinition<N> };

/** Its own schema, beside the site's tables (backups and pg_dump take both). */
const SCHEMA = 'pgboss';
/** How often an idle worker looks for work: a queued mail leaves within this. */
const POLLING_INTERVAL_S = 1;
/**
 * How often pg-boss's maintenance runs (one instance at a time): it is what notices a job
 * whose instance died (past its `expireInSeconds`) and queues its retry.
 */
const MAINTENANCE_INTERVAL_S = 15;
/** A stopping instance waits this long for its running jobs, inside the shutdown's deadline. */
const STOP_TIMEOUT_MS = 4_000;

/** `everyMinutes` as a cron expression (UTC). */
function cronEvery(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 59) throw new Error(`every ${minutes} minutes: 1–59`);
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

/**
 * The job queue on PostgreSQL: pg-boss 10 (10, not 11 or 12: those need Node.js 22). Why
 * pg-boss rather than Graphile Worker: a job whose worker died is retried once its
 * `expireInSeconds` has passed (Graphile Worker keeps such a job locked for four hours);
 * cron schedules are queued once per slot across every instance (a singleton per minute);
 * queue policies give "one waiting, one running" to the sweeps; and it needs no extension,
 * trigger or LISTEN connection, only tables in its own schema, created by its own migrations
 * under an advisory lock, so three instances starting together are safe.
 */
export async function startPgBossQueue(
  definitions: Definitions,
  options: { connectionString: string; log: Logger; maintenanceIntervalSeconds?: number },
): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: SCHEMA,
    application_name: 'learnhub-jobs',
    // Its own small pool: job polling never waits behind the site's requests, nor they behind it.
    max: 3,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_S,
    // Finished jobs are kept a week for inspection (`pgboss.archive`), then deleted.
    archiveCompletedAfterSeconds: 3_600,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();

  const all = Object.values(definitions) as JobDefinition[];
  for (const definition of all) {
    const settings = {
      name: definition.name,
      policy: definition.policy,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
    };
    // Created once (the first instance wins); updated on every start so a deploy that
    // changes a definition applies it.
    await boss.createQueue(definition.name, settings);
    await boss.updateQueue(definition.name, settings);
    if (definition.everyMinutes) {
      await boss.schedule(definition.name, cronEvery(definition.everyMinutes), {}, { tz: 'UTC' });
    }
  }
  for (const definition of all) {
    await boss.work<object>(
      definition.name,
      { pollingIntervalSeconds: POLLING_INTERVAL_S, batchSize: 1 },
      async (jobs) => {
        // batchSize 1: one job per call.
        const job = jobs[0]!;
        const log = options.log.child({ job: definition.name, job_id: job.id });
        // A throw fails the job: pg-boss retries it with the queue's back-off.
        await definition.run(job.data as never, { jobId: job.id, log });
      },
    );
  }

  return {
    engine: 'pg-boss',
    send: async (name, data, sendOptions = {}) => {
      const id = await boss.send(name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.key ? { singletonKey: sendOptions.key } : {}),
      });
      // null: a stately queue already holds one waiting; that one will do the work.
      if (id === null) options.log.debug({ job: name }, 'job already waiting; not queued twice');
    },
    depth: async () => {
      const sizes = await Promise.all(
        all.map((definition) => boss.getQueueSize(definition.name, { before: 'completed' })),
      );
      return sizes.reduce((sum, size) => sum + size, 0);
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS }),
  };
}
