import { describe, expect, it } from 'vitest';
import { gradeQuiz, scorePercent } from '@/lib/exam/grade-quiz';

const single = { id: 10, question_type: 1, list_answer: [{ correct: false }, { correct: true }] };
const ordering = { id: 11, question_type: 4, list_answer: [{ order: 2 }, { order: 1 }] };
const building = { id: 12, question_type: 6, list_answer: [{ order: 1 }, { order: null }, { order: 2 }] };

describe('gradeQuiz', () => {
  it('grades each question with isAnswerCorrect and scores the share right', () => {
    const grade = gradeQuiz(
      [single, ordering, building],
      new Map([
        [10, [1]],
        [11, [1, 0]],
        [12, [0, 1]],
      ]),
      60,
    );
    expect(grade.questions.map((entry) => [entry.question.id, entry.isCorrect])).toEqual([
      [10, true],
      [11, true],
      [12, false],
    ]);
    expect(grade).toMatchObject({ correctCount: 2, questionCount: 3, score: 66.67, isPass: true });
  });

  it('counts unanswered questions as wrong and keeps their answer empty', () => {
    const grade = gradeQuiz([single, ordering], new Map([[10, [1]]]), 60);
    expect(grade.questions[1]).toMatchObject({ userAnswer: [], isCorrect: false });
    expect(grade).toMatchObject({ correctCount: 1, score: 50, isPass: false });
  });

  it('ignores answers to questions outside the quiz', () => {
    const grade = gradeQuiz([single], new Map([[99, [1]]]), 0);
    expect(grade).toMatchObject({ correctCount: 0, score: 0, isPass: true });
  });

  it('weighs each question by its points: the score is the share of the points earned', () => {
    const heavy = { ...ordering, points: 3 };
    // Right on the 1-point question only: 1 of 4 points.
    expect(gradeQuiz([single, heavy], new Map([[10, [1]]]), 50)).toMatchObject({
      correctCount: 1,
      score: 25,
      isPass: false,
    });
  });

  it('passes exactly at the pass mark', () => {
    const answers = new Map([[10, [1]]]);
    expect(gradeQuiz([single, ordering], answers, 50).isPass).toBe(true);
    expect(gradeQuiz([single, ordering], answers, 51).isPass).toBe(false);
  });
});

describe('scorePercent', () => {
  it('rounds to two decimals and scores an empty quiz 0', () => {
    expect(scorePercent(1, 3)).toBe(33.33);
    expect(scorePercent(2, 3)).toBe(66.67);
    expect(scorePercent(3, 3)).toBe(100);
    expect(scorePercent(0, 0)).toBe(0);
  });
});
