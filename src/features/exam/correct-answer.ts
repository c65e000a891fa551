/**
 * The key of a question as an answer (src/lib/exam/is-answer-correct.ts): the ids of the
 * correct items (types 1–3, 5), or the ids in their `order` (types 4, 6; distractors left
 * out). Shown after a practice check and on the review pages.
 */
import type { ExamAnswerItem, QuestionType } from '@/lib/exam/quiz-types';

export function isSequenceType(type: QuestionType): boolean {
  return type === 4 || type === 6;
}

export function correctAnswerOf(question: {
  question_type: QuestionType;
  list_answer: readonly ExamAnswerItem[];
}): number[] {
  const items = question.list_answer.map((item, id) => ({ ...item, id }));
  if (isSequenceType(question.question_type)) {
    return items
      .filter((item): item is typeof item & { order: number } => typeof item.order === 'number')
      .sort((a, b) => a.order - b.order)
      .map((item) => item.id);
  }
  return items.filter((item) => item.correct === true).map((item) => item.id);
}
