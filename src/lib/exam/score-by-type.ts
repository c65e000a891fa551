import type { QuestionType, ReviewedQuestion } from './quiz-types';

export interface TypeScore {
  question_type: QuestionType;
  correct: number;
  total: number;
  /** correct / total, 0–100, rounded to a whole number. */
  percent: number;
}

/**
 * How an attempt went per question type (the result page's chart), from its reviewed
 * questions: the questions of each type it had, and how many were right. Counts of
 * questions, not points: it says where the learner is weak, the score itself stays the
 * weighted one of gradeQuiz.
 */
export function scoreByQuestionType(questions: Pick<ReviewedQuestion, 'question_type' | 'is_correct'>[]): TypeScore[] {
  const byType = new Map<QuestionType, { correct: number; total: number }>();
  for (const question of questions) {
    const tally = byType.get(question.question_type) ?? { correct: 0, total: 0 };
    tally.total += 1;
    if (question.is_correct) tally.correct += 1;
    byType.set(question.question_type, tally);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => a - b)
    .map(([question_type, { correct, total }]) => ({
      question_type,
      correct,
      total,
      percent: Math.round((correct / total) * 100),
    }));
}
