import { gradeQuiz } from '@/lib/exam/grade-quiz';
import { QUIZ_GRACE_S } from '@/lib/exam/exam-modes';
import { getDb } from '../../db/client';
import * as attemptRepository from '../../repositories/attempt-repository';
import type { AnswerWrite, QuizAttempt } from '../../repositories/attempt-repository';
import * as quizRepository from '../../repositories/quiz-repository';
import type { QuestionWithAnswers } from '../../repositories/quiz-repository';
import { issueAfterFinalQuiz } from '../certificates/issue-certificate';
import { toGradable } from './exam-dto';

/**
 * Closing a strict attempt, the one place it happens: the learner hands it in
 * (`submitted`, with the answers the submission carries saved first) or the server closes
 * it after the deadline (`expired`, with the answers saved so far). The row is locked, so
 * of two closings racing (a late submit and the sweep, or two instances) exactly one
 * grades; the other gets the closed row back. A passed attempt at a course's final quiz
 * issues the course's certificate when the lessons are done too, in the same transaction.
 */
export async function closeAttempt(
  attemptId: number,
  how: { status: 'submitted'; finalAnswers: AnswerWrite[]; questions: QuestionWithAnswers[] } | { status: 'expired' },
  now: Date = new Date(),
): Promise<QuizAttempt> {
  return getDb().transaction(async (tx) => {
    const attempt = await attemptRepository.lockById(attemptId, tx);
    if (!attempt) throw new Error(`attempt ${attemptId} vanished while closing`);
    if (attempt.status !== 'open') return attempt;

    if (how.status === 'submitted' && how.finalAnswers.length > 0) {
      await attemptRepository.saveAnswers(attemptId, how.finalAnswers, tx);
    }
    const [quiz, questions, saved] = await Promise.all([
      quizRepository.findById(attempt.quizId, tx),
      // A submission has already loaded them, to check its answers.
      how.status === 'submitted' ? how.questions : quizRepository.listQuestions(attempt.quizId, tx),
      attemptRepository.listAnswers(attemptId, tx),
    ]);
    const grade = gradeQuiz(
      questions.map(toGradable),
      new Map(saved.map((answer) => [answer.questionId, answer.userAnswer])),
      quiz!.passMarkPercent,
    );

    const deadline = attempt.deadline!;
    const endedAt = how.status === 'expired' || now > deadline ? deadline : now;
    const closing = {
      status: how.status,
      closedAt: how.status === 'expired' ? deadline : now,
      totalTimeS: Math.max(0, Math.round((endedAt.getTime() - attempt.startedAt.getTime()) / 1000)),
      questionCount: grade.questionCount,
      correctCount: grade.correctCount,
      score: grade.score,
      isPass: grade.isPass,
      results: grade.questions.map((entry) => ({ questionId: entry.question.id, isCorrect: entry.isCorrect })),
    };
    await attemptRepository.close(attemptId, closing, tx);
    if (grade.isPass) await issueAfterFinalQuiz(attempt.userId, attempt.quizId, tx, now);
    const { results: _results, ...columns } = closing;
    return { ...attempt, ...columns };
  });
}

/** True once a strict attempt may no longer take answers: its deadline plus the grace has passed. */
export function isPastGrace(attempt: QuizAttempt, now: Date = new Date()): boolean {
  return attempt.deadline !== null && now.getTime() > attempt.deadline.getTime() + QUIZ_GRACE_S * 1000;
}
