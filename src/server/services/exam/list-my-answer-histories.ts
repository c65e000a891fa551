import type { AnswerHistorySummary } from '@/lib/exam/quiz-types';
import type { AuthUser } from '../../auth/auth-user';
import * as attemptRepository from '../../repositories/attempt-repository';
import { closeExpiredAttempts } from './close-expired-attempts';
import { toHistorySummary } from './exam-dto';
import { loadQuiz } from './quiz-access';
import { pageCount, pageWindow } from '../paging';

/** GET /api/exam/quizzes/{id}/my-answer-histories: the caller's closed attempts at a quiz, newest first. */
export async function listMyAnswerHistories(
  quizId: number,
  user: AuthUser,
  paging: { page: number; pageSize: number },
): Promise<{ histories: AnswerHistorySummary[]; page: number; totalPage: number }> {
  await loadQuiz(quizId);
  // An attempt the deadline closed belongs in the list even if no sweep has run yet.
  await closeExpiredAttempts({ userId: user.id });
  const { rows, total } = await attemptRepository.listClosed(user.id, quizId, {
    ...pageWindow(paging.page, paging.pageSize),
  });
  return {
    histories: rows.map(toHistorySummary),
    page: paging.page,
    totalPage: pageCount(total, paging.pageSize),
  };
}
