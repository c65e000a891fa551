/**
 * The standard answers of a true/false question (type 3): "True" then "False", worded as
 * the demo catalogue words them. The editor offers them, GIFT's {T}/{F} and a CSV row
 * without answers import as them, and the CSV export leaves them out again.
 */
import type { Bilingual } from './bilingual-text';

export const TRUE_LABEL: Bilingual = { en: 'True', vi: 'Đúng' };
export const FALSE_LABEL: Bilingual = { en: 'False', vi: 'Sai' };

interface TrueFalseAnswer {
  content: Bilingual;
  correct: boolean;
  order: null;
}

/** The pair for a statement that is true (`statementIsTrue`) or false. */
export function trueFalseAnswers(statementIsTrue: boolean): [TrueFalseAnswer, TrueFalseAnswer] {
  return [
    { content: { ...TRUE_LABEL }, correct: statementIsTrue, order: null },
    { content: { ...FALSE_LABEL }, correct: !statementIsTrue, order: null },
  ];
}

/** Whether `answers` are the standard pair, in its order, in both languages. */
export function isStandardTrueFalse(answers: readonly { content: Bilingual }[]): boolean {
  const [first, second] = answers;
  return answers.length === 2 && sameText(first!.content, TRUE_LABEL) && sameText(second!.content, FALSE_LABEL);
}

function sameText(text: Bilingual, label: Bilingual): boolean {
  return text.en === label.en && text.vi === label.vi;
}
