import { QUIZ_GRACE_S } from '@/lib/exam/exam-modes';
import * as attemptRepository from '../../repositories/attempt-repository';
import { closeAttempt } from './close-attempt';

/**
 * Strict attempts whose deadline (plus the grace) has passed are closed with the answers
 * saved so far. Two paths lead here: every exam read of a learner first closes that
 * learner's overdue attempts (so what they see is always settled), and the `attempts-sweep`
 * job closes everyone's, so results exist even for learners who never return.
 */

const BATCH = 100;

/** Closes overdue open attempts (one learner's when `userId` is given); returns how many were closed. */
export async function closeExpiredAttempts(options: { userId?: string; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - QUIZ_GRACE_S * 1000);
  let closed = 0;
  for (;;) {
    const ids = await attemptRepository.listOpenIdsPastDeadline(cutoff, { userId: options.userId, limit: BATCH });
    for (const id of ids) {
      const attempt = await closeAttempt(id, { status: 'expired' }, now);
      if (attempt.status === 'expired') closed += 1;
    }
    if (ids.length < BATCH) return closed;
  }
}
