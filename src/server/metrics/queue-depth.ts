import { readQueueDepths as readTableQueueDepths, type QueueDepths } from '../repositories/queue-depth-repository';

export type { QueueDepths };

/**
 * The queue depths /api/metrics reports (`learnhub_queue_depth{queue}`), read at scrape time.
 * The one place that knows where queued work lives: today the newsletter's mail queue and
 * the pending orders, in their tables; a job queue replacing the timers is pointed at here.
 */
export function readQueueDepths(): Promise<QueueDepths> {
  return readTableQueueDepths();
}
