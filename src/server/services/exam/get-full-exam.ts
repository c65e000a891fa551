import type { ExamMode } from '@/lib/exam/exam-modes';
import type { FullExam } from '@/lib/exam/quiz-types';
import type { Locale } from '@/lib/locales';
import type { AuthUser } from '../../auth/auth-user';
import { AppError } from '../../http/app-error';
import { getDb } from '../../db/client';
import * as attemptRepository from '../../repositories/attempt-repository';
import * as userRepository from '../../repositories/user-repository';
import type { QuizAttempt } from '../../repositories/attempt-repository';
import * as quizRepository from '../../repositories/quiz-repository';
import type { QuizInCourse } from '../../repositories/quiz-repository';
import { closeExpiredAttempts } from './close-expired-attempts';
import { toExamQuestion, toExamQuizInfo, toOpenAttempt } from './exam-dto';
import { arrangeExam, examSeed } from './exam-arrangement';
import { assertMayTake, assertModeOffered, loadQuiz } from './quiz-access';

export interface FullExamOptions {
  /**
   * False refuses to START a strict attempt (resuming one is still fine). The route and
   * the exam page pass false for cross-site requests, so a link on another site cannot
   * start — and so spend — a learner's attempt.
   */
  mayStartAttempt?: boolean;
  /**
   * The attempt the learner means to resume (the quiz page's Resume link). If it has ended
   * meanwhile (its time ran out), 409 QUIZ_TIME_UP rather than a new attempt started, and
   * counted, without their asking.
   */
  resumeAttemptId?: number;
  now?: Date;
}

/**
 * GET /api/exam/quizzes/{id}/full-exam?mode=…: the questions to take. Practice mode sends
 * the key (correct/order, explanations) for checking answers as the learner goes; strict
 * mode never does, and starts — or resumes — the learner's one open attempt, with its
 * saved answers and flags.
 */
export async function getFullExam(
  quizId: number,
  mode: ExamMode,
  language: Locale,
  user: AuthUser,
  options: FullExamOptions = {},
): Promise<FullExam> {
  const found = await loadQuiz(quizId);
  await assertMayTake(found, user);
  assertModeOffered(found, mode);
  const questions = await quizRepository.listQuestions(quizId);
  const quizInfo = toExamQuizInfo(found, questions.length, language);
  const now = options.now ?? new Date();

  if (mode === 'practice') {
    const arranged = arrangeExam(found.quiz, questions, examSeed(quizId, { userId: user.id }));
    return {
      mode,
      exam: arranged.questions.map((question) => toExamQuestion(question, language, true)),
      quiz_info: quizInfo,
      attempt: null,
      server_time: now.toISOString(),
    };
  }

  const attempt = await openOrResume(found, user, questions.length, options, now);
  const saved = new Map((await attemptRepository.listAnswers(attempt.id)).map((row) => [row.questionId, row]));
  const arranged = arrangeExam(found.quiz, questions, examSeed(quizId, { attemptId: attempt.id }));
  return {
    mode,
    exam: arranged.questions.map((question) => ({
      ...toExamQuestion(question, language, false),
      user_answer: arranged.toShown(question.id, saved.get(question.id)?.userAnswer ?? []),
      is_flagged: saved.get(question.id)?.isFlagged ?? false,
    })),
    quiz_info: quizInfo,
    attempt: toOpenAttempt(attempt),
    server_time: now.toISOString(),
  };
}

async function openOrResume(
  found: QuizInCourse,
  user: AuthUser,
  questionCount: number,
  options: FullExamOptions,
  now: Date,
): Promise<QuizAttempt> {
  await closeExpiredAttempts({ userId: user.id, now });
  // One start at a time per learner, under their row's lock: the open-attempt check, the
  // count against the limit and the insert all see the same attempts, so two starts
  // racing an attempt's start and submission cannot get past the limit.
  return getDb().transaction(async (tx) => {
    await userRepository.lockById(user.id, tx);
    const open = await attemptRepository.findOpen(user.id, found.quiz.id, tx);
    if (open) return open;
    if (options.resumeAttemptId !== undefined) {
      throw new AppError(
        'QUIZ_TIME_UP',
        'This attempt has ended: it was submitted, or its time ran out and it was graded with the answers saved. Start a new one from the quiz page.',
      );
    }
    if (options.mayStartAttempt === false) throw new AppError('FORBIDDEN', 'Start the attempt from the quiz page.');

    const limit = found.quiz.attemptsAllowed;
    if (limit !== null && (await attemptRepository.countClosedStrict(user.id, found.quiz.id, tx)) >= limit) {
      throw new AppError('ATTEMPTS_EXHAUSTED', 'You have used every attempt this quiz allows.');
    }
    const started = await attemptRepository.insertOpen(
      {
        userId: user.id,
        quizId: found.quiz.id,
        startedAt: now,
        deadline: new Date(now.getTime() + found.quiz.timeLimitS * 1000),
        questionCount,
      },
      tx,
    );
    if (!started) throw new Error(`strict attempt of quiz ${found.quiz.id} could not start`);
    return started;
  });
}
