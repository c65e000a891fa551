import { logger } from '../http/logger';
import type { JobName, JobPayloads } from './job-payloads';

export interface SendOptions {
  /** Not before this time (a scheduled post's publication). */
  startAfter?: Date;
  /**
   * Stately jobs: one waiting and one running per key (no key: per job). A job for a later
   * time takes a key of its own, or it would hold up the job's other sends until then.
   */
  key?: string;
}

/** The one interface of both engines: pg-boss (PostgreSQL) and the in-process runner (PGlite). */
export interface JobQueue {
  readonly engine: 'pg-boss' | 'in-process';
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<void>;
  /** Jobs waiting, due for a retry or running: the metrics' queue depth. */
  depth(): Promise<number>;
  /** Stops taking jobs; waits (briefly) for the running ones. */
  stop(): Promise<void>;
}

// On globalThis, as the database is: the server start (instrumentation) and the API routes
// that queue jobs are separate bundles, which must share one queue.
const holder = globalThis as typeof globalThis & {
  __learnhubJobQueue?: JobQueue;
  __learnhubJobQueueStopped?: boolean;
};

/** Installs the queue the server started (src/server/jobs/start-jobs.ts). */
export function setJobQueue(queue: JobQueue | undefined): void {
  holder.__learnhubJobQueue = queue;
  holder.__learnhubJobQueueStopped = false;
}

/** The queue this process started, if any (the metrics read its depth). */
export function currentJobQueue(): JobQueue | undefined {
  return holder.__learnhubJobQueue;
}

/**
 * Queues a job after the write that calls for it has committed. Never throws: the caller's
 * write stands either way, and what a lost job would have done is caught up by a sweep
 * (timed jobs) or logged here (a mail). Before the server has started its queue (tests,
 * scripts), an in-process runner without timers runs the job in this process.
 */
export async function queueJob<N extends JobName>(
  name: N,
  data: JobPayloads[N],
  options: SendOptions = {},
): Promise<void> {
  if (holder.__learnhubJobQueueStopped) {
    logger.warn({ job: name }, 'job not queued: the job queue has stopped (the server is exiting)');
    return;
  }
  try {
    const queue = holder.__learnhubJobQueue ?? (await defaultQueue());
    await queue.send(name, data, options);
  } catch (error) {
    logger.error({ err: error, job: name }, 'queueing a job failed');
  }
}

async function defaultQueue(): Promise<JobQueue> {
  const [{ createInProcessQueue }, { JOB_DEFINITIONS }] = await Promise.all([
    import('./in-process-queue'),
    import('./job-definitions'),
  ]);
  holder.__learnhubJobQueue ??= createInProcessQueue(JOB_DEFINITIONS, { log: logger, timers: false });
  return holder.__learnhubJobQueue;
}

/** The shutdown's step (src/server/shutdown.ts): no job starts after it, running ones finish. */
export async function stopJobQueue(): Promise<void> {
  holder.__learnhubJobQueueStopped = true;
  const queue = holder.__learnhubJobQueue;
  holder.__learnhubJobQueue = undefined;
  await queue?.stop();
}
