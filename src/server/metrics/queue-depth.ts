import { currentJobQueue } from '../jobs/job-queue';
import { readQueueDepths as readTableQueueDepths, type QueueDepths } from '../repositories/queue-depth-repository';

/**
 * The queue depths /api/metrics reports (`learnhub_queue_depth{queue}`), read at scrape time:
 * the background jobs waiting, due for a retry or running (pg-boss's tables on PostgreSQL,
 * this process's runner on the embedded database), and the work queued in the site's own
 * tables, which the jobs work through: the newsletter's mails and the orders awaiting payment.
 */
export async function readQueueDepths(): Promise<QueueDepths & { jobs: number }> {
  const [tables, jobs] = await Promise.all([readTableQueueDepths(), currentJobQueue()?.depth() ?? 0]);
  return { ...tables, jobs };
}
