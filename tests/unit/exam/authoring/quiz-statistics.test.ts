import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quizStatistics, type StatisticsAttempt } from '@/lib/exam/authoring/quiz-statistics';

const questions = [
  { id: 1, question_type: 1 },
  { id: 2, question_type: 4, points: 3 },
  { id: 3, question_type: 6 },
];

/** An attempt scoring `score` whose answers are `[question id, is_correct]` pairs. */
function attempt(score: number, answers: [number, boolean | null][], isPass = score >= 60): StatisticsAttempt {
  return { score, is_pass: isPass, answers: answers.map(([question_id, is_correct]) => ({ question_id, is_correct })) };
}

// Six attempts, best first. Question 1 is right in the top third and wrong in the bottom
// one; question 2 the other way round; question 3 is held by two attempts only.
const six = [
  attempt(90, [
    [1, true],
    [2, false],
    [3, true],
  ]),
  attempt(80, [
    [1, true],
    [2, false],
    [3, null],
  ]),
  attempt(70, [
    [1, false],
    [2, true],
  ]),
  attempt(60, [
    [1, true],
    [2, true],
  ]),
  attempt(50, [
    [1, false],
    [2, true],
  ]),
  attempt(40, [
    [1, null],
    [2, true],
  ]),
];

describe('quizStatistics: a quiz with six attempts', () => {
  const statistics = quizStatistics({ questions, attempts: six });

  it('sums up the scores', () => {
    expect(statistics).toMatchObject({ attempts: 6, mean_score: 65, median_score: 65, pass_rate: 0.6667 });
    expect(statistics.score_distribution.map((bucket) => bucket.count)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    expect(statistics.score_distribution[0]).toEqual({ from: 0, to: 10, count: 0 });
    expect(statistics.score_distribution[9]).toEqual({ from: 90, to: 100, count: 1 });
  });

  it('facility: the share right among the attempts that hold the question, unanswered counting as wrong', () => {
    expect(
      statistics.questions.map((question) => [question.attempts, question.correct, question.facility_index]),
    ).toEqual([
      [6, 3, 0.5],
      [6, 4, 0.6667],
      [2, 1, 0.5],
    ]);
  });

  it('discrimination: top third (90, 80) minus bottom third (50, 40), flagged below 0.2', () => {
    expect(statistics.questions).toEqual([
      {
        question_id: 1,
        question_type: 1,
        points: 1,
        attempts: 6,
        correct: 3,
        facility_index: 0.5,
        discrimination_index: 1,
        low_discrimination: false,
      },
      {
        question_id: 2,
        question_type: 4,
        points: 3,
        attempts: 6,
        correct: 4,
        facility_index: 0.6667,
        discrimination_index: -1,
        low_discrimination: true,
      },
      {
        question_id: 3,
        question_type: 6,
        points: 1,
        attempts: 2,
        correct: 1,
        facility_index: 0.5,
        discrimination_index: null,
        low_discrimination: false,
      },
    ]);
  });
});

describe('quizStatistics: the discrimination index', () => {
  const indexOf = (attempts: StatisticsAttempt[]) =>
    quizStatistics({ questions: [questions[0]!], attempts }).questions[0]!.discrimination_index;

  it('is null below 3 attempts, and uses floor(n / 3) attempts a third', () => {
    expect(indexOf([attempt(90, [[1, true]]), attempt(10, [[1, false]])])).toBeNull();
    // n = 5, a third is 1: 90 (right) against 10 (wrong); the middle three do not count.
    const five = [90, 70, 50, 30, 10].map((score, index) => attempt(score, [[1, index === 0 || index === 2]]));
    expect(indexOf(five)).toBe(1);
  });

  it('shares the places at a third’s edge among attempts of equal score', () => {
    // n = 5, a third is 1. Top: two attempts at 80 share one place (one right: 1/2).
    // Bottom: two at 20 share one place (neither right: 0). 0.5 − 0 = 0.5.
    const attempts = [
      attempt(80, [[1, true]]),
      attempt(80, [[1, false]]),
      attempt(50, [[1, true]]),
      attempt(20, [[1, false]]),
      attempt(20, [[1, false]]),
    ];
    expect(indexOf(attempts)).toBe(0.5);
    expect(indexOf([...attempts].reverse())).toBe(0.5);
  });

  it('is 0 when every attempt scores the same, and flagged', () => {
    const attempts = [attempt(50, [[1, true]]), attempt(50, [[1, false]]), attempt(50, [[1, false]])];
    expect(quizStatistics({ questions: [questions[0]!], attempts }).questions[0]).toMatchObject({
      facility_index: 0.3333,
      discrimination_index: 0,
      low_discrimination: true,
    });
  });

  it('flags below 0.2, not at 0.2', () => {
    // n = 15, a third is 5 (scores 100…80 and 30…10).
    const withRight = (right: number[]) =>
      quizStatistics({
        questions: [questions[0]!],
        attempts: Array.from({ length: 15 }, (_, index) => attempt(100 - index * 5, [[1, right.includes(index)]])),
      }).questions[0];
    // 3 right at the top, 2 at the bottom: (3 − 2) / 5 = 0.2.
    expect(withRight([0, 1, 2, 10, 11])).toMatchObject({ discrimination_index: 0.2, low_discrimination: false });
    // 2 and 2: 0; 1 and 2: −0.2.
    expect(withRight([0, 1, 10, 11])).toMatchObject({ discrimination_index: 0, low_discrimination: true });
    expect(withRight([0, 10, 11])).toMatchObject({ discrimination_index: -0.2, low_discrimination: true });
  });

  it('ranks only the attempts that hold the question', () => {
    // The 100 holds no question 1: the thirds of the three others are 60 and 20.
    const attempts = [
      attempt(100, [[2, true]]),
      attempt(60, [[1, true]]),
      attempt(40, [[1, true]]),
      attempt(20, [[1, false]]),
    ];
    expect(indexOf(attempts)).toBe(1);
  });
});

describe('quizStatistics: edge cases', () => {
  it('without attempts: no figures, empty buckets', () => {
    const statistics = quizStatistics({ questions: [questions[0]!], attempts: [] });
    expect(statistics).toMatchObject({ attempts: 0, mean_score: null, median_score: null, pass_rate: null });
    expect(statistics.score_distribution.every((bucket) => bucket.count === 0)).toBe(true);
    expect(statistics.questions[0]).toMatchObject({ attempts: 0, facility_index: null, discrimination_index: null });
  });

  it('puts 100 in the last bucket, a bound in the bucket above it, and strays in the nearest', () => {
    const scores = [0, 9.99, 10, 59.99, 60, 99.99, 100, -5, 120];
    const statistics = quizStatistics({ questions: [], attempts: scores.map((score) => attempt(score, [])) });
    expect(statistics.score_distribution.map((bucket) => bucket.count)).toEqual([3, 1, 0, 0, 0, 1, 1, 0, 0, 3]);
  });

  it('rounds the mean and the median of an odd count to 2 decimals, and counts the pass verdicts given', () => {
    const attempts = [attempt(33.33, [], true), attempt(66.67, [], false), attempt(100, [], false)];
    expect(quizStatistics({ questions: [], attempts })).toMatchObject({
      mean_score: 66.67,
      median_score: 66.67,
      pass_rate: 0.3333,
    });
  });

  it('counts a question an attempt lists twice by its first entry, and ignores questions not in the quiz', () => {
    const attempts = [
      attempt(50, [
        [1, true],
        [1, false],
        [99, true],
      ]),
    ];
    expect(quizStatistics({ questions: [questions[0]!], attempts }).questions[0]).toMatchObject({
      attempts: 1,
      correct: 1,
    });
  });

  it('gives the same figures whatever the order of the attempts, within their bounds', () => {
    const attemptArbitrary = fc.record({
      score: fc.constantFrom(0, 20, 40, 50, 60, 80, 100),
      is_pass: fc.boolean(),
      answers: fc
        .subarray(
          questions.map((question) => question.id),
          { minLength: 0 },
        )
        .chain((ids) =>
          fc.tuple(
            ...ids.map((id) =>
              fc.constantFrom(true, false, null).map((is_correct) => ({ question_id: id, is_correct })),
            ),
          ),
        ),
    });
    fc.assert(
      fc.property(
        fc
          .array(attemptArbitrary, { maxLength: 30 })
          .chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
        ([attempts, shuffled]) => {
          const statistics = quizStatistics({ questions, attempts });
          expect(quizStatistics({ questions, attempts: shuffled })).toEqual(statistics);
          for (const question of statistics.questions) {
            if (question.facility_index !== null) expect(question.facility_index).toBeGreaterThanOrEqual(0);
            if (question.discrimination_index !== null)
              expect(Math.abs(question.discrimination_index)).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});
