/**
 * Answer correctness (spec §5), the one implementation: the practice-mode UI checks a
 * question with it and the server grades submissions with it.
 *
 * Answer items are identified by their position in `list_answer` (0 = the first item,
 * spec §3 "an id assigned by position"), and `user_answer` is a list of those ids:
 *
 * - types 1 (single choice), 2 (multiple choice), 3 (true/false): the ids of the selected
 *   options, in any order. Correct when they are exactly the set of items with
 *   `correct: true`.
 * - type 5 (positions): the ids of the selected positions (words of a passage, lines of
 *   code, spots of a picture), in any order. Correct when, sorted, they equal the ids of
 *   the `correct` items sorted.
 * - types 4 (ordering) and 6 (sentence building): the ids in the sequence the learner
 *   arranged them (first placed first). Correct when reading each placed item's `order`
 *   along the sequence gives exactly 1, 2, …, n, where n is the number of items that
 *   have an `order`. Type 6 word banks may hold distractors (items without `order`):
 *   placing one makes the answer wrong.
 *
 * No answer (`[]`) is wrong. So is an answer naming an id twice or an id that is not an
 * item of the question: such an answer cannot come from the UI, and must not earn a mark
 * from a hand-made request.
 */

interface GradableAnswerItem {
  correct?: boolean | null;
  order?: number | null;
}

export interface GradableQuestion {
  question_type: number;
  list_answer: readonly GradableAnswerItem[];
}

export function isAnswerCorrect(question: GradableQuestion, userAnswer: readonly number[] | null | undefined): boolean {
  if (!userAnswer || userAnswer.length === 0) return false;
  const items = question.list_answer;
  const valid = userAnswer.every((id) => Number.isInteger(id) && id >= 0 && id < items.length);
  if (!valid || new Set(userAnswer).size !== userAnswer.length) return false;

  switch (question.question_type) {
    case 1:
    case 2:
    case 3:
    case 5:
      // With ids unique and in range, "same sorted list" and "same set" are one test.
      return sameSorted(userAnswer, correctIds(items));
    case 4:
    case 6:
      return inAscendingOrder(items, userAnswer);
    default:
      return false;
  }
}

function correctIds(items: readonly GradableAnswerItem[]): number[] {
  const ids: number[] = [];
  items.forEach((item, id) => {
    if (item.correct === true) ids.push(id);
  });
  return ids;
}

function sameSorted(chosen: readonly number[], expected: readonly number[]): boolean {
  if (chosen.length !== expected.length) return false;
  const sorted = [...chosen].sort((a, b) => a - b);
  return sorted.every((id, index) => id === expected[index]);
}

function inAscendingOrder(items: readonly GradableAnswerItem[], arrangement: readonly number[]): boolean {
  const sequenceLength = items.filter((item) => item.order !== null && item.order !== undefined).length;
  if (sequenceLength === 0 || arrangement.length !== sequenceLength) return false;
  return arrangement.every((id, index) => items[id]!.order === index + 1);
}
