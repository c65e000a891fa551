import type { AnswerHistorySummary } from '@/lib/exam/quiz-types';
import type { AuthUser } from '../../auth/auth-user';
import * as attemptRepository from '../../repositories/attempt-repository';
import { toHistorySummary } from './exam-dto';

/** How many attempts the quiz page's score chart plots: enough for a trend, few enough to read. */
const SCORE_CHART_ATTEMPTS = 30;

/**
 * The quiz page's score chart: the caller's last closed attempts at a quiz, oldest first.
 * Expired attempts are closed by listMyAnswerHistories, which the page calls first.
 */
export async function listMyRecentScores(quizId: number, user: AuthUser): Promise<AnswerHistorySummary[]> {
  const { rows } = await attemptRepository.listClosed(user.id, quizId, { limit: SCORE_CHART_ATTEMPTS, offset: 0 });
  return rows.reverse().map(toHistorySummary);
}
