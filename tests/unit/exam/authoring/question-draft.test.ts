import { describe, expect, it } from 'vitest';
import { isAnswerCorrect } from '@/lib/exam/is-answer-correct';
import {
  MAX_ANSWER_LENGTH,
  MAX_ANSWERS,
  MAX_QUESTION_LENGTH,
  validateQuestionDraft,
  type QuestionDraft,
  type QuestionDraftInput,
} from '@/lib/exam/authoring/question-draft';
import { trueFalseAnswers } from '@/lib/exam/authoring/true-false-answers';

const text = (en: string, vi = en) => ({ en, vi });
const choice = (en: string, correct = false) => ({ content: text(en), correct });
const placed = (en: string, order: number | null) => ({ content: text(en), order });

function draft(question_type: QuestionDraftInput['question_type'], answers: QuestionDraftInput['answers']) {
  return { question_type, content: text('Question?', 'Câu hỏi?'), answers };
}

/** The errors as `field code` lines: what the API's 400 and the editor show. */
function errorsOf(input: unknown): string[] {
  const result = validateQuestionDraft(input);
  return result.success ? [] : result.errors.map((error) => `${error.field ?? ''} ${error.code}`);
}

function valid(input: unknown): QuestionDraft {
  const result = validateQuestionDraft(input);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.draft;
}

describe('question drafts: the shape', () => {
  it('fills the defaults and trims both languages', () => {
    expect(valid({ ...draft(1, [choice('A', true), choice('B')]), content: text('  Q?\r\nnext ', ' H? ') })).toEqual({
      question_type: 1,
      content: { en: 'Q?\nnext', vi: 'H?' },
      explanation: null,
      points: 1,
      answers: [
        { content: text('A'), correct: true, order: null },
        { content: text('B'), correct: false, order: null },
      ],
    });
  });

  it('requires both languages of every text and names the field', () => {
    expect(
      errorsOf({
        ...draft(1, [choice('A', true), { content: { en: 'B', vi: '  ' } }]),
        content: { en: 'Q' },
        explanation: text('Why', ''),
      }),
    ).toEqual(['content.vi REQUIRED', 'explanation.vi REQUIRED', 'answers.1.content.vi REQUIRED']);
  });

  it('bounds the texts, the answers and the points', () => {
    const long = (length: number) => 'x'.repeat(length + 1);
    expect(
      errorsOf({
        ...draft(2, [choice(long(MAX_ANSWER_LENGTH), true), choice('B')]),
        content: text(long(MAX_QUESTION_LENGTH)),
        points: 101,
      }),
    ).toEqual([
      'content.en TOO_LONG',
      'content.vi TOO_LONG',
      'points OUT_OF_RANGE',
      'answers.0.content.en TOO_LONG',
      'answers.0.content.vi TOO_LONG',
    ]);
    const many = Array.from({ length: MAX_ANSWERS + 1 }, (_, index) => choice(`A${index}`, index === 0));
    expect(errorsOf(draft(2, many))).toEqual(['answers TOO_MANY_ANSWERS']);
    expect(errorsOf({ ...draft(1, [choice('A', true), choice('B')]), points: 0 })).toEqual(['points OUT_OF_RANGE']);
    expect(errorsOf({ ...draft(1, [choice('A', true), choice('B')]), points: 2.5 })).toEqual(['points INVALID_VALUE']);
  });

  it('tells a missing field from a wrong one', () => {
    expect(errorsOf({ content: text('Q'), answers: [] })).toEqual(['question_type REQUIRED']);
    expect(errorsOf({ question_type: 7, content: text('Q'), answers: 'A, B' })).toEqual([
      'question_type INVALID_VALUE',
      'answers INVALID_VALUE',
    ]);
    expect(errorsOf('a question')).toEqual([' INVALID_VALUE']);
  });
});

describe('question drafts: the rules of each type', () => {
  it('type 1: at least 2 answers and exactly one correct', () => {
    expect(errorsOf(draft(1, [choice('A', true), choice('B')]))).toEqual([]);
    expect(errorsOf(draft(1, [choice('A', true)]))).toEqual(['answers TOO_FEW_ANSWERS']);
    expect(errorsOf(draft(1, [choice('A'), choice('B')]))).toEqual(['answers NO_CORRECT_ANSWER']);
    expect(errorsOf(draft(1, [choice('A', true), choice('B', true)]))).toEqual(['answers TOO_MANY_CORRECT_ANSWERS']);
  });

  it('types 2 and 5: at least 2 answers and at least one correct', () => {
    for (const type of [2, 5] as const) {
      expect(errorsOf(draft(type, [choice('A', true), choice('B', true)]))).toEqual([]);
      expect(errorsOf(draft(type, [choice('A', true)]))).toEqual(['answers TOO_FEW_ANSWERS']);
      expect(errorsOf(draft(type, [choice('A'), choice('B')]))).toEqual(['answers NO_CORRECT_ANSWER']);
    }
  });

  it('type 3: exactly two answers, one correct', () => {
    expect(errorsOf(draft(3, trueFalseAnswers(false)))).toEqual([]);
    expect(errorsOf(draft(3, [choice('Yes', true)]))).toEqual(['answers TOO_FEW_ANSWERS']);
    expect(errorsOf(draft(3, [choice('Yes', true), choice('No'), choice('Maybe')]))).toEqual([
      'answers TOO_MANY_ANSWERS',
    ]);
    expect(errorsOf(draft(3, [choice('Yes', true), choice('No', true)]))).toEqual(['answers TOO_MANY_CORRECT_ANSWERS']);
  });

  it('type 4: every answer has an order, and the orders are exactly 1..n', () => {
    expect(errorsOf(draft(4, [placed('b', 2), placed('c', 3), placed('a', 1)]))).toEqual([]);
    expect(errorsOf(draft(4, [placed('a', 1)]))).toEqual(['answers TOO_FEW_ANSWERS']);
    expect(errorsOf(draft(4, [placed('a', 1), placed('b', null), placed('c', 3)]))).toEqual([
      'answers.1.order MISSING_ORDER',
    ]);
    expect(errorsOf(draft(4, [placed('a', 1), placed('b', 1), placed('c', 5), placed('d', 0)]))).toEqual([
      'answers.1.order INVALID_ORDER',
      'answers.2.order INVALID_ORDER',
      'answers.3.order INVALID_ORDER',
    ]);
  });

  it('type 6: the placed answers are ordered 1..k with k ≥ 2, the others are distractors', () => {
    expect(errorsOf(draft(6, [placed('is', 2), placed('not', null), placed('It', 1), placed('.', 3)]))).toEqual([]);
    expect(errorsOf(draft(6, [placed('It', 1), placed('not', null)]))).toEqual(['answers TOO_FEW_ORDERED_ANSWERS']);
    expect(errorsOf(draft(6, [placed('It', 1), placed('is', 3), placed('not', null)]))).toEqual([
      'answers.1.order INVALID_ORDER',
    ]);
  });

  it('messages say what is wrong in English', () => {
    const result = validateQuestionDraft(draft(4, [placed('a', 1), placed('b', 1)]));
    expect(result.success ? [] : result.errors).toEqual([
      { code: 'INVALID_ORDER', message: 'Order 1 is given twice.', field: 'answers.1.order' },
    ]);
  });
});

describe('question drafts: the stored form', () => {
  it('clears the field a type does not use, so a draft means one thing', () => {
    expect(valid(draft(1, [{ ...choice('A', true), order: 2 }, choice('B')])).answers[0]).toEqual({
      content: text('A'),
      correct: true,
      order: null,
    });
    expect(valid(draft(4, [{ ...placed('a', 2), correct: true }, placed('b', 1)])).answers[0]).toEqual({
      content: text('a'),
      correct: false,
      order: 2,
    });
  });

  it('grades as is-answer-correct.ts reads the items', () => {
    const building = valid(draft(6, [placed('is', 2), placed('not', null), placed('It', 1)]));
    expect(isAnswerCorrect({ question_type: 6, list_answer: building.answers }, [2, 0])).toBe(true);
    expect(isAnswerCorrect({ question_type: 6, list_answer: building.answers }, [2, 1, 0])).toBe(false);
    const trueFalse = valid(draft(3, trueFalseAnswers(true)));
    expect(isAnswerCorrect({ question_type: 3, list_answer: trueFalse.answers }, [0])).toBe(true);
  });
});
