/**
 * Grading of a whole attempt: which questions are right (spec §5, through isAnswerCorrect),
 * the score and the pass verdict. The server grades every closed attempt with it; the
 * client's own figures are never used (DESIGN.md §5).
 */
import { isAnswerCorrect, type GradableQuestion } from './is-answer-correct';

interface GradedQuestion<Q> {
  question: Q;
  userAnswer: number[];
  isCorrect: boolean;
}

export interface QuizGrade<Q> {
  questions: GradedQuestion<Q>[];
  correctCount: number;
  questionCount: number;
  /**
   * Percent of the points earned, 0–100, rounded to 2 decimals: each question weighs its
   * `points` (1 when unset), so with equal weights it is the percent of questions right.
   */
  score: number;
  isPass: boolean;
}

/**
 * Grades `questions` (every question of the attempt, answered or not) against the answers
 * given, keyed by question id. A question without an answer counts as wrong.
 */
export function gradeQuiz<Q extends GradableQuestion & { id: number; points?: number }>(
  questions: readonly Q[],
  answers: ReadonlyMap<number, readonly number[]>,
  passMarkPercent: number,
): QuizGrade<Q> {
  const graded = questions.map((question) => {
    const userAnswer = [...(answers.get(question.id) ?? [])];
    return { question, userAnswer, isCorrect: isAnswerCorrect(question, userAnswer) };
  });
  const correctCount = graded.filter((entry) => entry.isCorrect).length;
  const weight = (question: Q) => question.points ?? 1;
  const earned = graded.reduce((sum, entry) => sum + (entry.isCorrect ? weight(entry.question) : 0), 0);
  const score = scorePercent(
    earned,
    questions.reduce((sum, question) => sum + weight(question), 0),
  );
  return {
    questions: graded,
    correctCount,
    questionCount: questions.length,
    score,
    isPass: score >= passMarkPercent,
  };
}

/**
 * correct / total as a percentage with at most 2 decimals; a quiz without questions scores 0.
 * @internal exported for the tests
 */
export function scorePercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct / total) * 10_000) / 100;
}
