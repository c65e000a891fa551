import { describe, expect, it } from 'vitest';
import { scoreByQuestionType } from '@/lib/exam/score-by-type';

describe('scoreByQuestionType', () => {
  it('counts the questions of each type and those right, in type order, leaving absent types out', () => {
    expect(
      scoreByQuestionType([
        { question_type: 4, is_correct: false },
        { question_type: 1, is_correct: true },
        { question_type: 1, is_correct: false },
        { question_type: 1, is_correct: true },
        { question_type: 4, is_correct: true },
        { question_type: 2, is_correct: false },
      ]),
    ).toEqual([
      { question_type: 1, correct: 2, total: 3, percent: 67 },
      { question_type: 2, correct: 0, total: 1, percent: 0 },
      { question_type: 4, correct: 1, total: 2, percent: 50 },
    ]);
  });

  it('is empty for an attempt without questions', () => {
    expect(scoreByQuestionType([])).toEqual([]);
  });
});
