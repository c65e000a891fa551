/**
 * Question drafts → the question CSV that parse-question-csv.ts reads back as the same
 * drafts (a property test holds the two to it). Every column is written; the text starts
 * with a UTF-8 byte order mark, without which Excel reads UTF-8 as a legacy code page and
 * mangles the Vietnamese.
 */
import { writeCsv } from '@/lib/text/csv-records';
import { CSV_COLUMNS, KEY_SEPARATOR, answerLetter, joinAnswers, type CsvColumn } from './question-csv-format';
import type { QuestionDraft } from './question-draft';
import { isStandardTrueFalse } from './true-false-answers';

export function questionsToCsv(drafts: readonly QuestionDraft[]): string {
  const rows = drafts.map((draft) => {
    const cells = cellsOf(draft);
    return CSV_COLUMNS.map((column) => cells[column]);
  });
  return '\uFEFF' + writeCsv([CSV_COLUMNS, ...rows]);
}

function cellsOf(draft: QuestionDraft): Record<CsvColumn, string> {
  const { answers } = draft;
  // The standard true/false pair goes without saying: a blank answer list and TRUE / FALSE.
  const standardTrueFalse = draft.question_type === 3 && isStandardTrueFalse(answers);
  return {
    type: String(draft.question_type),
    question_en: draft.content.en,
    question_vi: draft.content.vi,
    explanation_en: draft.explanation?.en ?? '',
    explanation_vi: draft.explanation?.vi ?? '',
    points: String(draft.points),
    answers_en: standardTrueFalse ? '' : joinAnswers(answers.map((answer) => answer.content.en)),
    answers_vi: standardTrueFalse ? '' : joinAnswers(answers.map((answer) => answer.content.vi)),
    key: standardTrueFalse ? (answers[0]!.correct ? 'TRUE' : 'FALSE') : keyOf(draft),
  };
}

/** The correct answers' letters, or for types 4 and 6 the letters in the correct sequence. */
function keyOf({ question_type: type, answers }: QuestionDraft): string {
  const lettered = answers.map((answer, index) => ({ ...answer, letter: answerLetter(index) }));
  const named =
    type === 4 || type === 6
      ? lettered.filter((answer) => answer.order !== null).sort((a, b) => a.order! - b.order!)
      : lettered.filter((answer) => answer.correct);
  return named.map((answer) => answer.letter).join(KEY_SEPARATOR);
}
