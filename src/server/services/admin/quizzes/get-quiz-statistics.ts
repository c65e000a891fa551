import type { QuizStatisticsReply } from '@/lib/admin/admin-quiz-types';
import { quizStatistics, type StatisticsAttempt } from '@/lib/exam/authoring/quiz-statistics';
import { AppError } from '../../../http/app-error';
import * as adminQuizRepository from '../../../repositories/admin-quiz-repository';
import * as quizRepository from '../../../repositories/quiz-repository';

/**
 * GET /api/admin/quizzes/{id}/statistics: Moodle's quiz statistics over every closed
 * attempt (src/lib/exam/authoring/quiz-statistics.ts), per question of the quiz as it
 * stands. A version of a question is a question of its own: answers given to a version since
 * replaced count for none of the current questions (an attempt holds the question only when
 * it was graded on it).
 */
export async function getQuizStatistics(quizId: number): Promise<QuizStatisticsReply> {
  const row = await adminQuizRepository.findById(quizId);
  if (!row) throw new AppError('NOT_FOUND', 'No such quiz.');
  const [questions, graded] = await Promise.all([
    quizRepository.listQuestions(quizId),
    adminQuizRepository.gradedAnswers(quizId),
  ]);
  const attempts = new Map<
    number,
    StatisticsAttempt & { answers: { question_id: number; is_correct: boolean | null }[] }
  >();
  for (const answer of graded) {
    let attempt = attempts.get(answer.attemptId);
    if (!attempt) {
      attempt = { score: answer.score ?? 0, is_pass: answer.isPass ?? false, answers: [] };
      attempts.set(answer.attemptId, attempt);
    }
    if (answer.questionId !== null)
      attempt.answers.push({ question_id: answer.questionId, is_correct: answer.isCorrect });
  }
  const statistics = quizStatistics({
    questions: questions.map((question) => ({
      id: question.id,
      question_type: question.questionType,
      points: question.points,
    })),
    attempts: [...attempts.values()],
  });
  const byId = new Map(questions.map((question) => [question.id, question]));
  return {
    ...statistics,
    pass_mark_percent: row.quiz.passMarkPercent,
    questions: statistics.questions.map((entry) => {
      const question = byId.get(entry.question_id)!;
      return {
        ...entry,
        position: question.position,
        content: { en: question.contentEn, vi: question.contentVi },
      };
    }),
  };
}
