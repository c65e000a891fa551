import type { AnswerHistoryDetail, QuestionType } from '@/lib/exam/quiz-types';
import type { Locale } from '@/lib/locales';
import type { AuthUser } from '../../auth/auth-user';
import { AppError } from '../../http/app-error';
import * as attemptRepository from '../../repositories/attempt-repository';
import * as quizRepository from '../../repositories/quiz-repository';
import { localized } from '../../i18n/localized';
import { closeExpiredAttempts } from './close-expired-attempts';
import { explanationOf, toExamQuizInfo, toHistorySummary } from './exam-dto';

/**
 * GET /api/exam/quiz-answer-histories/{id}: one closed attempt of the caller, with every
 * question, the learner's answer and — the attempt being closed — the correct one, for
 * review. Another learner's history, an open attempt or an unknown id: 404 alike.
 */
export async function getAnswerHistory(
  historyId: number,
  language: Locale,
  user: AuthUser,
): Promise<AnswerHistoryDetail> {
  await closeExpiredAttempts({ userId: user.id });
  const attempt = await attemptRepository.findClosedOf(user.id, historyId);
  if (!attempt) throw new AppError('NOT_FOUND', 'No such answer history.');
  const [found, saved] = await Promise.all([
    quizRepository.findInCourse(attempt.quizId),
    attemptRepository.listAnswers(attempt.id),
  ]);
  if (!found) throw new AppError('NOT_FOUND', 'No such answer history.');
  const questions = await gradedQuestions(attempt, saved);
  const byQuestion = new Map(saved.map((answer) => [answer.questionId, answer]));

  return {
    ...toHistorySummary(attempt),
    quiz_info: {
      ...toExamQuizInfo(found, attempt.questionCount, language),
      course_title: localized(found.course.titleEn, found.course.titleVi, language),
    },
    answer_detail: questions.map((question) => {
      const answer = byQuestion.get(question.id);
      return {
        quiz_question_id: question.id,
        question_type: question.questionType as QuestionType,
        content: localized(question.contentEn, question.contentVi, language),
        explanation: explanationOf(question, language),
        list_answer: question.answers.map((item) => ({
          content: localized(item.contentEn, item.contentVi, language),
          correct: item.correct,
          order: item.order,
        })),
        user_answer: answer?.userAnswer ?? [],
        is_correct: answer?.isCorrect ?? false,
        is_flagged: answer?.isFlagged ?? false,
      };
    }),
  };
}

/**
 * The questions the attempt was graded on, as they were: grading writes a row for each
 * (attempt-repository), so an edit made since (a new version, see questions.retired_at)
 * changes nothing here. Attempts graded before those rows existed have rows only for the
 * questions answered; the quiz's current questions stand in for the others.
 */
async function gradedQuestions(
  attempt: { quizId: number; questionCount: number },
  saved: readonly { questionId: number }[],
) {
  const graded = await quizRepository.listQuestionsByIds(saved.map((answer) => answer.questionId));
  if (graded.length >= attempt.questionCount) return graded;
  const current = await quizRepository.listQuestions(attempt.quizId);
  const known = new Set(graded.map((question) => question.id));
  return [...graded, ...current.filter((question) => !known.has(question.id))].sort(
    (a, b) => a.position - b.position || a.id - b.id,
  );
}
