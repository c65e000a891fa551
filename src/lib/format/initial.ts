/**
 * Spec §9: the first letter of the trimmed text in upper case, or '?' when the text is empty
 * or not a string (avatars of users without a name).
 *
 * "First letter" is the first user-perceived character (grapheme) of the trimmed text, so a
 * decomposed Vietnamese letter keeps its marks (`'a\u0301nh'` → `'Á'`) and an emoji is not cut
 * in half. It is taken as is, not searched for: `'@bao'` gives `'@'`.
 * @internal exported for the tests
 */
export const UNKNOWN_INITIAL = '?';

// Created once, on first use: building a segmenter loads the ICU break rules, ~45 ms on a
// throttled phone, which at module load delayed every page's start (the avatar's module is
// in the header). Intl.Segmenter is in every supported browser and in Node ≥ 16.
let graphemes: Intl.Segmenter | undefined;

export function initialOf(text: unknown): string {
  if (typeof text !== 'string') return UNKNOWN_INITIAL;
  const trimmed = text.trim();
  if (trimmed === '') return UNKNOWN_INITIAL;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const first = graphemes.segment(trimmed)[Symbol.iterator]().next().value?.segment ?? trimmed;
  return first.normalize('NFC').toUpperCase();
}
