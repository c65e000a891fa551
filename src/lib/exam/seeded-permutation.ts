/**
 * A permutation of 0..length-1 drawn from a seed string: the same seed always gives the same
 * order. The server shuffles a quiz's questions and answer items with it (quizzes with
 * shuffling on) and draws the same permutation again to read the answers that come back, so
 * nothing about the order has to be stored.
 *
 * FNV-1a hashes the seed; mulberry32 draws from it; Fisher–Yates shuffles. Not for secrets:
 * it only has to look random to a learner and stay stable across reloads.
 */
export function seededPermutation(length: number, seed: string): number[] {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const order = Array.from({ length }, (_, index) => index);
  for (let index = length - 1; index > 0; index -= 1) {
    const pick = Math.floor(next() * (index + 1));
    [order[index], order[pick]] = [order[pick]!, order[index]!];
  }
  return order;
}
