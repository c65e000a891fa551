/**
 * Edits of an answer — a list of answer ids (src/lib/exam/is-answer-correct.ts): the ids
 * chosen (types 1–3, 5) or their arrangement, first placed first (types 4, 6). Pure, so
 * the inputs stay thin and every edit is tested once.
 */

/** `list` with the item at `from` moved to `to` (both clamped into range); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.min(Math.max(to, 0), list.length - 1);
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * Type 4: what the learner sees. Their arrangement once they have made one, else the items
 * in the order the server lists them — which is not an answer yet (the input says so).
 */
export function orderingShown(itemCount: number, userAnswer: readonly number[]): number[] {
  return userAnswer.length === itemCount ? [...userAnswer] : Array.from({ length: itemCount }, (_, id) => id);
}

/**
 * Where a dragged item lands: after every other item whose middle is above the pointer.
 * `middles` are the items' vertical centres as laid out when the drag began.
 */
export function dropIndex(middles: readonly number[], from: number, pointerY: number): number {
  return middles.filter((middle, index) => index !== from && middle < pointerY).length;
}

/** Type 6: the word bank — every item not yet placed, in the server's order. */
export function bankOf(itemCount: number, placed: readonly number[]): number[] {
  const used = new Set(placed);
  return Array.from({ length: itemCount }, (_, id) => id).filter((id) => !used.has(id));
}

/** Type 6: places a word at the end of the sentence (a word already placed stays where it is). */
export function placeWord(placed: readonly number[], id: number): number[] {
  return placed.includes(id) ? [...placed] : [...placed, id];
}

/** Type 6: sends a placed word back to the bank. */
export function returnWord(placed: readonly number[], id: number): number[] {
  return placed.filter((placedId) => placedId !== id);
}

/** Types 1–3 and 5: the selection with `id` switched on or off (multiple), or just `id` (single). */
export function toggleChoice(selected: readonly number[], id: number, multiple: boolean): number[] {
  if (!multiple) return [id];
  return selected.includes(id) ? selected.filter((chosen) => chosen !== id) : [...selected, id].sort((a, b) => a - b);
}
