import type { SaveAnswersReply } from '@/lib/exam/quiz-types';
import type { SaveAnswersInput } from '@/schemas/exam';
import type { AuthUser } from '../../auth/auth-user';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import * as attemptRepository from '../../repositories/attempt-repository';
import * as quizRepository from '../../repositories/quiz-repository';
import { closeAttempt, isPastGrace } from './close-attempt';
import { arrangeExam, examSeed, inStoredOrder } from './exam-arrangement';
import { fitAnswers } from './fit-answers';

/**
 * PUT /api/exam/quiz-attempts/{id}/answers: saves the changed answers (and flags) of the
 * caller's open strict attempt, so a reload or a lost connection loses nothing. Saving the
 * same answers twice is harmless. Past the deadline plus the grace, the attempt is closed
 * with what was saved before, and the save is refused with QUIZ_TIME_UP.
 */
export async function saveAttemptAnswers(
  attemptId: number,
  body: SaveAnswersInput,
  user: AuthUser,
  now: Date = new Date(),
): Promise<SaveAnswersReply> {
  const attempt = await attemptRepository.findById(attemptId);
  // Someone else's attempt is answered exactly like a missing one.
  if (!attempt || attempt.userId !== user.id || attempt.mode !== 'strict') {
    throw new AppError('NOT_FOUND', 'No such attempt.');
  }
  if (attempt.status === 'open' && isPastGrace(attempt, now)) {
    await closeAttempt(attempt.id, { status: 'expired' }, now);
    throw timeUp();
  }
  if (attempt.status === 'expired') throw timeUp();
  if (attempt.status !== 'open') throw attemptClosed();

  const [quiz, questions] = await Promise.all([
    quizRepository.findById(attempt.quizId),
    quizRepository.listQuestions(attempt.quizId),
  ]);
  if (!quiz) throw new AppError('NOT_FOUND', 'No such attempt.');
  const arranged = arrangeExam(quiz, questions, examSeed(quiz.id, { attemptId: attempt.id }));
  const answers = fitAnswers(inStoredOrder(body.answers, arranged), questions, 'answers');
  await getDb().transaction(async (tx) => {
    // Under the row lock, so a save racing the submission cannot change a graded attempt.
    const current = await attemptRepository.lockById(attempt.id, tx);
    if (current?.status !== 'open') throw current?.status === 'expired' ? timeUp() : attemptClosed();
    await attemptRepository.saveAnswers(attempt.id, answers, tx);
  });
  return { saved_at: now.toISOString(), deadline: attempt.deadline!.toISOString() };
}

function attemptClosed(): AppError {
  return new AppError('ATTEMPT_CLOSED', 'This attempt has already been submitted.');
}

export function timeUp(): AppError {
  return new AppError('QUIZ_TIME_UP', 'Time is up: the attempt was closed with your saved answers.');
}
