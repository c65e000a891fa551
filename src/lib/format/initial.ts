/**
 * Spec §9: the first letter of the trimmed text in upper case, or '?' when the text is empty
 * or not a string (avatars of users without a name).
 *
 * "First letter" is the first user-perceived character (grapheme) of the trimmed text, so a
 * decomposed Vietnamese letter keeps its marks (`'a\u0301nh'` → `'Á'`) and an emoji is not cut
 * in half. It is taken as is, not searched for: `'@bao'` gives `'@'`.
 */
export const UNKNOWN_INITIAL = '?';

// Created once; Intl.Segmenter is in every supported browser and in Node ≥ 16.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function initialOf(text: unknown): string {
  if (typeof text !== 'string') return UNKNOWN_INITIAL;
  const trimmed = text.trim();
  if (trimmed === '') return UNKNOWN_INITIAL;
  const first = graphemes.segment(trimmed)[Symbol.iterator]().next().value?.segment ?? trimmed;
  return first.normalize('NFC').toUpperCase();
}
