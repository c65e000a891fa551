import type { Logger } from '../http/logger';
import type { JobName, JobPayloads } from './job-payloads';

interface JobContext {
  /** The job's id: a retry keeps it. */
  jobId: string;
  log: Logger;
}

/**
 * What a job is, whichever engine runs it (pg-boss on PostgreSQL, the in-process runner on
 * the embedded database). Every job must be idempotent: a job whose instance died mid-way
 * runs again from the start, elsewhere.
 */
export interface JobDefinition<N extends JobName = JobName> {
  name: N;
  /**
   * Timed jobs: queued every this many minutes (1–59). On PostgreSQL one instance queues
   * each slot, whatever the number of instances, and one worker runs it.
   */
  everyMinutes?: number;
  /**
   * `stately`: at most one waiting and one running (sweeps, the newsletter: a second queued
   * copy would only repeat the first's work). `standard`: every job sent runs (mails).
   */
  policy: 'stately' | 'standard';
  /** Runs after the first failure, with exponential back-off from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * A run still going this long after it started is taken as dead (its instance was killed)
   * and retried. Longer than any healthy run; the sweeps take milliseconds.
   */
  expireInSeconds: number;
  run(data: JobPayloads[N], context: JobContext): Promise<void>;
}
