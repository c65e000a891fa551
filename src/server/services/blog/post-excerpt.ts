import { toSingleLineText } from '@/lib/format/plain-text';

/** About two lines of a card, and what search engines show of a description. */
const EXCERPT_MAX_LENGTH = 160;

/**
 * A post's opening words as plain text (the plain-text helper of spec §9, in its one-line
 * form so paragraphs stay separate words), cut on a word boundary with an ellipsis.
 */
export function excerptOf(html: string, maxLength: number = EXCERPT_MAX_LENGTH): string {
  const text = toSingleLineText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?–—-]+$/, '')}…`;
}
