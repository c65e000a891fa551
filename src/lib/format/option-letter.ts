/**
 * Spec §9: answer options are lettered from their 0-based index — 0 is A, 1 is B, … 25 is Z.
 *
 * Past Z the letters go on as spreadsheet columns do (26 → AA, 27 → AB, … 701 → ZZ, 702 → AAA),
 * so every index still gets a distinct label. An index that is negative, fractional, NaN or
 * beyond the safe integers gives '?': it is rendered inside question lists, where a throw
 * would take the whole page down for a bad datum.
 * @internal exported for the tests
 */
export const INVALID_OPTION_LETTER = '?';

const A = 'A'.charCodeAt(0);

export function optionLetter(index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) return INVALID_OPTION_LETTER;
  let letters = '';
  // Bijective base 26: there is no zero digit, hence the -1 at each step.
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(A + ((n - 1) % 26)) + letters;
  }
  return letters;
}
