import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, type GradableQuestion } from '@/lib/exam/is-answer-correct';

const choice = (type: 1 | 2 | 3 | 5, correct: boolean[]): GradableQuestion => ({
  question_type: type,
  list_answer: correct.map((value) => ({ correct: value })),
});
// Items listed in display order; `orders[i]` is item i's place in the correct sequence.
const sequence = (type: 4 | 6, orders: (number | null)[]): GradableQuestion => ({
  question_type: type,
  list_answer: orders.map((order) => ({ order })),
});

describe('isAnswerCorrect — type 1 (single choice)', () => {
  const question = choice(1, [false, true, false, false]);
  it('accepts the correct option only', () => {
    expect(isAnswerCorrect(question, [1])).toBe(true);
    expect(isAnswerCorrect(question, [0])).toBe(false);
    expect(isAnswerCorrect(question, [1, 2])).toBe(false);
  });
  it('rejects no answer, a duplicated id and an id out of range', () => {
    expect(isAnswerCorrect(question, [])).toBe(false);
    expect(isAnswerCorrect(question, null)).toBe(false);
    expect(isAnswerCorrect(question, undefined)).toBe(false);
    expect(isAnswerCorrect(question, [1, 1])).toBe(false);
    expect(isAnswerCorrect(question, [4])).toBe(false);
    expect(isAnswerCorrect(question, [-1])).toBe(false);
    expect(isAnswerCorrect(question, [1.5])).toBe(false);
  });
});

describe('isAnswerCorrect — type 2 (multiple choice)', () => {
  const question = choice(2, [true, false, true, true]);
  it('needs exactly the set of correct options, in any order', () => {
    expect(isAnswerCorrect(question, [0, 2, 3])).toBe(true);
    expect(isAnswerCorrect(question, [3, 0, 2])).toBe(true);
  });
  it('rejects a partial selection, an extra option, duplicates and no answer', () => {
    expect(isAnswerCorrect(question, [0, 2])).toBe(false);
    expect(isAnswerCorrect(question, [0, 1, 2, 3])).toBe(false);
    expect(isAnswerCorrect(question, [0, 2, 3, 3])).toBe(false);
    expect(isAnswerCorrect(question, [0, 0, 2])).toBe(false);
    expect(isAnswerCorrect(question, [])).toBe(false);
  });
});

describe('isAnswerCorrect — type 3 (true/false)', () => {
  const falseIsRight = choice(3, [false, true]);
  it('accepts the correct statement only', () => {
    expect(isAnswerCorrect(falseIsRight, [1])).toBe(true);
    expect(isAnswerCorrect(falseIsRight, [0])).toBe(false);
    expect(isAnswerCorrect(falseIsRight, [0, 1])).toBe(false);
    expect(isAnswerCorrect(falseIsRight, [])).toBe(false);
  });
});

describe('isAnswerCorrect — type 5 (positions)', () => {
  // "She go to school every days": positions 1 ("go") and 5 ("days") are the errors.
  const question = choice(5, [false, true, false, false, false, true]);
  it('needs the chosen positions to equal the correct ones, whatever the click order', () => {
    expect(isAnswerCorrect(question, [1, 5])).toBe(true);
    expect(isAnswerCorrect(question, [5, 1])).toBe(true);
  });
  it('rejects missing, extra, duplicated and unknown positions, and no answer', () => {
    expect(isAnswerCorrect(question, [1])).toBe(false);
    expect(isAnswerCorrect(question, [1, 4, 5])).toBe(false);
    expect(isAnswerCorrect(question, [1, 1, 5])).toBe(false);
    expect(isAnswerCorrect(question, [1, 6])).toBe(false);
    expect(isAnswerCorrect(question, [])).toBe(false);
  });
  it('never accepts an answer to a question that marks no position', () => {
    expect(isAnswerCorrect(choice(5, [false, false]), [])).toBe(false);
    expect(isAnswerCorrect(choice(5, [false, false]), [0])).toBe(false);
  });
});

describe('isAnswerCorrect — type 4 (ordering)', () => {
  // Displayed shuffled: item 0 belongs third, item 1 first, item 2 fourth, item 3 second.
  const question = sequence(4, [3, 1, 4, 2]);
  it('accepts the arrangement whose orders read 1..n', () => {
    expect(isAnswerCorrect(question, [1, 3, 0, 2])).toBe(true);
  });
  it('rejects the displayed order, a partial arrangement, duplicates and no answer', () => {
    expect(isAnswerCorrect(question, [0, 1, 2, 3])).toBe(false);
    expect(isAnswerCorrect(question, [1, 3, 0])).toBe(false);
    expect(isAnswerCorrect(question, [1, 3, 0, 2, 2])).toBe(false);
    expect(isAnswerCorrect(question, [1, 1, 0, 2])).toBe(false);
    expect(isAnswerCorrect(question, [])).toBe(false);
  });
});

describe('isAnswerCorrect — type 6 (sentence building)', () => {
  // Bank: "is" (2), "This" (1), "are" (distractor), "correct" (3).
  const question = sequence(6, [2, 1, null, 3]);
  it('accepts the words placed in order 1..n, leaving distractors in the bank', () => {
    expect(isAnswerCorrect(question, [1, 0, 3])).toBe(true);
  });
  it('rejects a distractor, a wrong or partial sentence, duplicates and no answer', () => {
    expect(isAnswerCorrect(question, [1, 2, 3])).toBe(false);
    expect(isAnswerCorrect(question, [1, 0, 3, 2])).toBe(false);
    expect(isAnswerCorrect(question, [0, 1, 3])).toBe(false);
    expect(isAnswerCorrect(question, [1, 0])).toBe(false);
    expect(isAnswerCorrect(question, [1, 0, 0])).toBe(false);
    expect(isAnswerCorrect(question, [])).toBe(false);
  });
  it('is wrong for a bank without any ordered word', () => {
    expect(isAnswerCorrect(sequence(6, [null, null]), [0, 1])).toBe(false);
  });
});

describe('isAnswerCorrect — unknown types', () => {
  it('grades a type outside 1..6 as wrong', () => {
    expect(isAnswerCorrect({ question_type: 7, list_answer: [{ correct: true }] }, [0])).toBe(false);
  });
});
