import { gradeQuiz } from '@/lib/exam/grade-quiz';
import type { SubmitReply } from '@/lib/exam/quiz-types';
import type { SubmitInput } from '@/schemas/exam';
import type { AuthUser } from '../../auth/auth-user';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import * as attemptRepository from '../../repositories/attempt-repository';
import type { AnswerWrite } from '../../repositories/attempt-repository';
import * as quizRepository from '../../repositories/quiz-repository';
import type { QuestionWithAnswers, QuizInCourse } from '../../repositories/quiz-repository';
import { closeAttempt, isPastGrace } from './close-attempt';
import { toGradable, toHistorySummary } from './exam-dto';
import { arrangeExam, examSeed, inStoredOrder } from './exam-arrangement';
import { fitAnswers } from './fit-answers';
import { assertMayTake, loadQuiz } from './quiz-access';
import { timeUp } from './save-attempt-answers';

/**
 * POST /api/exam/quizzes/submit: hands in an attempt and returns its graded result (`id` is
 * the answer history's id). The server grades `answer_detail` itself; the client's score,
 * correct count and verdict are ignored. With `attempt_id` it closes that strict attempt
 * (its saved answers, overridden by the ones sent); without, it records a practice attempt.
 */
export async function submitQuiz(body: SubmitInput, user: AuthUser, now: Date = new Date()): Promise<SubmitReply> {
  const found = await loadQuiz(body.quiz_id);
  await assertMayTake(found, user);
  const questions = await quizRepository.listQuestions(found.quiz.id);
  const seed = examSeed(
    found.quiz.id,
    body.attempt_id === undefined ? { userId: user.id } : { attemptId: body.attempt_id },
  );
  const arranged = arrangeExam(found.quiz, questions, seed);
  const answers = fitAnswers(inStoredOrder(body.answer_detail, arranged), questions, 'answer_detail');
  return body.attempt_id === undefined
    ? submitPractice(found, questions, answers, body.total_time ?? 0, user, now)
    : submitStrict(found, questions, body.attempt_id, answers, user, now);
}

async function submitStrict(
  found: QuizInCourse,
  questions: QuestionWithAnswers[],
  attemptId: number,
  answers: AnswerWrite[],
  user: AuthUser,
  now: Date,
): Promise<SubmitReply> {
  const attempt = await attemptRepository.findById(attemptId);
  if (!attempt || attempt.userId !== user.id || attempt.mode !== 'strict' || attempt.quizId !== found.quiz.id) {
    throw new AppError('NOT_FOUND', 'No such attempt.');
  }
  // A repeated submission (a retry after a lost reply) gets the same result back.
  if (attempt.status === 'submitted') return toHistorySummary(attempt);
  if (attempt.status === 'expired') throw timeUp();
  if (isPastGrace(attempt, now)) {
    await closeAttempt(attempt.id, { status: 'expired' }, now);
    throw timeUp();
  }
  const closed = await closeAttempt(attempt.id, { status: 'submitted', finalAnswers: answers, questions }, now);
  // Closed by the deadline sweep a moment before this submission took the lock.
  if (closed.status === 'expired') throw timeUp();
  return toHistorySummary(closed);
}

async function submitPractice(
  found: QuizInCourse,
  questions: QuestionWithAnswers[],
  answers: AnswerWrite[],
  totalTimeS: number,
  user: AuthUser,
  now: Date,
): Promise<SubmitReply> {
  const grade = gradeQuiz(
    questions.map(toGradable),
    new Map(answers.map((answer) => [answer.questionId, answer.userAnswer])),
    found.quiz.passMarkPercent,
  );
  const seconds = Math.round(totalTimeS);
  const attempt = await getDb().transaction((tx) =>
    attemptRepository.insertClosedPractice(
      { userId: user.id, quizId: found.quiz.id, startedAt: new Date(now.getTime() - seconds * 1000) },
      {
        status: 'submitted',
        closedAt: now,
        totalTimeS: seconds,
        questionCount: grade.questionCount,
        correctCount: grade.correctCount,
        score: grade.score,
        isPass: grade.isPass,
        results: grade.questions.map((entry) => ({ questionId: entry.question.id, isCorrect: entry.isCorrect })),
      },
      answers,
      tx,
    ),
  );
  return toHistorySummary(attempt);
}
