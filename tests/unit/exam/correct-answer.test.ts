import { describe, expect, it } from 'vitest';
import { correctAnswerOf, isSequenceType } from '@/features/exam/correct-answer';
import { isAnswerCorrect } from '@/lib/exam/is-answer-correct';
import { CORRECT_ANSWERS, practiceQuestions } from '../../fixtures/exam-fixtures';

describe('correctAnswerOf', () => {
  it.each(practiceQuestions.map((q) => [q.question_type, q] as const))(
    'type %s: the key, which isAnswerCorrect accepts',
    (_type, question) => {
      const key = correctAnswerOf(question);
      expect(key).toEqual(CORRECT_ANSWERS[question.id]);
      expect(isAnswerCorrect(question, key)).toBe(true);
    },
  );

  it('is empty when the key is not sent (strict mode)', () => {
    expect(correctAnswerOf({ question_type: 1, list_answer: [{ content: 'a' }, { content: 'b' }] })).toEqual([]);
    expect(correctAnswerOf({ question_type: 4, list_answer: [{ content: 'a' }, { content: 'b' }] })).toEqual([]);
  });

  it('isSequenceType: ordering and sentence building', () => {
    expect([1, 2, 3, 4, 5, 6].map((t) => isSequenceType(t as 1))).toEqual([false, false, false, true, false, true]);
  });
});
