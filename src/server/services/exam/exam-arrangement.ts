import { seededPermutation } from '@/lib/exam/seeded-permutation';
import type { Quiz, QuestionWithAnswers } from '../../repositories/quiz-repository';

/**
 * The order a learner sees a quiz in. Answer ids are positions in the list a learner gets
 * (spec §3), so when a quiz shuffles its answer items, the ids a learner sends back are
 * positions in the shuffled list: `toStored` turns them into the stored positions, which is
 * what is saved, graded and shown in the answer history.
 *
 * The order comes from a seed, drawn again on every read: a strict attempt's own id (each
 * attempt its own order, the same across reloads), or in practice the learner and the quiz.
 */
export interface ExamArrangement {
  /** The questions in the learner's order, each with its answer items in the learner's order. */
  questions: QuestionWithAnswers[];
  /** The learner's answer ids for a question, as stored positions. */
  toStored(questionId: number, shown: readonly number[]): number[];
  /** Stored positions as the learner's ids (a resumed attempt's saved answers). */
  toShown(questionId: number, stored: readonly number[]): number[];
}

export function examSeed(quizId: number, who: { attemptId: number } | { userId: string }): string {
  return 'attemptId' in who ? `attempt:${who.attemptId}` : `practice:${who.userId}:${quizId}`;
}

export function arrangeExam(
  quiz: Pick<Quiz, 'shuffleQuestions' | 'shuffleAnswers'>,
  questions: readonly QuestionWithAnswers[],
  seed: string,
): ExamArrangement {
  const answerOrders = new Map<number, number[]>();
  const arranged = questions.map((question) => {
    if (!quiz.shuffleAnswers) return question;
    // shown position i holds stored position order[i]
    const order = seededPermutation(question.answers.length, `${seed}:q${question.id}`);
    answerOrders.set(question.id, order);
    return { ...question, answers: order.map((stored) => question.answers[stored]!) };
  });
  const questionOrder = quiz.shuffleQuestions
    ? seededPermutation(arranged.length, `${seed}:questions`).map((index) => arranged[index]!)
    : arranged;
  return {
    questions: questionOrder,
    toStored(questionId, shown) {
      const order = answerOrders.get(questionId);
      // An id outside the list stays as it is, for fitAnswers to refuse.
      return order ? shown.map((id) => order[id] ?? id) : [...shown];
    },
    toShown(questionId, stored) {
      const order = answerOrders.get(questionId);
      return order ? stored.map((position) => order.indexOf(position)) : [...stored];
    },
  };
}

/** A request's answers with their ids turned into stored positions (before fitAnswers checks them). */
export function inStoredOrder<A extends { quiz_question_id: number; user_answer: number[] }>(
  details: readonly A[],
  arrangement: ExamArrangement,
): A[] {
  return details.map((detail) => ({
    ...detail,
    user_answer: arrangement.toStored(detail.quiz_question_id, detail.user_answer),
  }));
}
