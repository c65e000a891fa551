import type { ExamAnswerItem } from '@/lib/exam/quiz-types';

/**
 * Type 5 items are the positions of a passage: words of a sentence, or lines of code.
 * Items with spaces inside (or indentation) are lines, shown one under another with their
 * whitespace kept; single words flow as a sentence.
 */
export type PositionsLayout = 'lines' | 'words';

export function positionsLayout(items: readonly Pick<ExamAnswerItem, 'content'>[]): PositionsLayout {
  return items.some((item) => /\s/.test(item.content.replace(/\s+$/, ''))) ? 'lines' : 'words';
}
