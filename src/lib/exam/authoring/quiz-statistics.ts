/**
 * A quiz's statistics for its teachers (issue 21, after Moodle's quiz statistics report):
 * how the attempts scored, and per question how easy it was and how well it told the
 * strong attempts from the weak ones. Pure and deterministic: the same attempts, in any
 * order, give the same figures.
 *
 * Definitions (ratios are 0..1, rounded to 4 decimals; scores are percentages, rounded to
 * 2 like grade-quiz.ts's):
 *
 * - An attempt **holds** a question when its answers list the question (answered or not:
 *   `is_correct: null` is unanswered, and counts as wrong). A question's figures count only
 *   the attempts that hold it, so a question added after some attempts is not blamed for them.
 * - **Facility index**: the share of the attempts holding the question that got it right;
 *   null when none holds it.
 * - **Discrimination index**: the facility among the top third of those attempts by score,
 *   minus the facility among the bottom third (the classical upper–lower index; Moodle's own
 *   report uses a correlation, which needs more attempts than a small course has). From −1
 *   to 1: high when strong attempts get the question right and weak ones do not. Each third
 *   is `floor(n / 3)` attempts; when the third's edge falls among attempts of equal score,
 *   those attempts share the places left equally (each counts for a fraction), so no tie is
 *   broken by the order the attempts came in. Null with fewer than 3 attempts, where a third
 *   would be no one.
 * - **Low discrimination**: the (rounded) index is below 0.2; false when it is null.
 * - **Score distribution**: 10 buckets, 0–10 … 90–100; a bucket holds its lower bound, and
 *   the last holds 100 too. Scores outside 0..100 count in the nearest bucket.
 */

const LOW_DISCRIMINATION_BELOW = 0.2;
const BUCKETS = 10;

export interface StatisticsInput {
  questions: readonly { id: number; question_type: number; points?: number }[];
  attempts: readonly StatisticsAttempt[];
}

export interface StatisticsAttempt {
  /** 0–100. */
  score: number;
  is_pass: boolean;
  answers: readonly { question_id: number; is_correct: boolean | null }[];
}

interface QuestionStatistics {
  question_id: number;
  question_type: number;
  /** The question's points (1 when not given). */
  points: number;
  /** Attempts that hold the question. */
  attempts: number;
  /** Of those, the ones that got it right. */
  correct: number;
  facility_index: number | null;
  discrimination_index: number | null;
  low_discrimination: boolean;
}

interface ScoreBucket {
  /** Percent, inclusive. */
  from: number;
  /** Percent, exclusive, except 100 in the last bucket. */
  to: number;
  count: number;
}

export interface QuizStatistics {
  attempts: number;
  mean_score: number | null;
  median_score: number | null;
  /** Share of the attempts that passed; null without attempts. */
  pass_rate: number | null;
  score_distribution: ScoreBucket[];
  /** In the order of `questions`. */
  questions: QuestionStatistics[];
}

export function quizStatistics({ questions, attempts }: StatisticsInput): QuizStatistics {
  const scores = attempts.map((attempt) => attempt.score);
  const answerMaps = attempts.map(answersByQuestion);
  return {
    attempts: attempts.length,
    mean_score: scores.length === 0 ? null : round(sum(scores) / scores.length, 2),
    median_score: median(scores),
    pass_rate:
      attempts.length === 0 ? null : ratio(attempts.filter((attempt) => attempt.is_pass).length, attempts.length),
    score_distribution: distribution(scores),
    questions: questions.map((question) => {
      const holding: Graded[] = [];
      answerMaps.forEach((answers, index) => {
        const isCorrect = answers.get(question.id);
        if (isCorrect !== undefined) holding.push({ score: scores[index]!, correct: isCorrect === true });
      });
      const correct = holding.filter((attempt) => attempt.correct).length;
      const discrimination = discriminationIndex(holding);
      return {
        question_id: question.id,
        question_type: question.question_type,
        points: question.points ?? 1,
        attempts: holding.length,
        correct,
        facility_index: holding.length === 0 ? null : ratio(correct, holding.length),
        discrimination_index: discrimination,
        low_discrimination: discrimination !== null && discrimination < LOW_DISCRIMINATION_BELOW,
      };
    }),
  };
}

interface Graded {
  score: number;
  correct: boolean;
}

/** An attempt's answers by question; a question listed twice counts by its first entry. */
function answersByQuestion(attempt: StatisticsAttempt): Map<number, boolean | null> {
  const answers = new Map<number, boolean | null>();
  for (const answer of attempt.answers) {
    if (!answers.has(answer.question_id)) answers.set(answer.question_id, answer.is_correct);
  }
  return answers;
}

function discriminationIndex(holding: readonly Graded[]): number | null {
  const third = Math.floor(holding.length / 3);
  if (third === 0) return null;
  const byScore = [...holding].sort((a, b) => b.score - a.score);
  const top = correctInGroup(byScore, third);
  const bottom = correctInGroup(byScore.toReversed(), third);
  return round((top - bottom) / third, 4);
}

/**
 * How many of the first `size` attempts of `sorted` got the question right, the attempts
 * tied at the group's edge each counting for the share of the places left to them.
 */
function correctInGroup(sorted: readonly Graded[], size: number): number {
  let placed = 0;
  let correct = 0;
  for (let start = 0; placed < size;) {
    let end = start;
    while (end < sorted.length && sorted[end]!.score === sorted[start]!.score) end += 1;
    const tied = sorted.slice(start, end);
    const tiedCorrect = tied.filter((attempt) => attempt.correct).length;
    const room = size - placed;
    correct += tied.length <= room ? tiedCorrect : (tiedCorrect * room) / tied.length;
    placed += Math.min(room, tied.length);
    start = end;
  }
  return correct;
}

function distribution(scores: readonly number[]): ScoreBucket[] {
  const width = 100 / BUCKETS;
  const buckets = Array.from({ length: BUCKETS }, (_, index) => ({
    from: index * width,
    to: (index + 1) * width,
    count: 0,
  }));
  for (const score of scores) {
    const index = Math.min(BUCKETS - 1, Math.max(0, Math.floor(score / width)));
    buckets[index]!.count += 1;
  }
  return buckets;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return round(value, 2);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function ratio(part: number, whole: number): number {
  return round(part / whole, 4);
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // `|| 0`: a tiny negative difference rounds to -0, which would print as "-0".
  return Math.round(value * factor) / factor || 0;
}
