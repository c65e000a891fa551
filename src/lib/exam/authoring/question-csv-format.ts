/**
 * The question CSV's own conventions, shared by its reader (parse-question-csv.ts) and its
 * writer (questions-to-csv.ts) so the two cannot drift apart. docs/question-import.md
 * explains them to the admins who write the files.
 *
 * - One row per question, a header row naming the columns (any order, any case).
 * - `answers_en` / `answers_vi`: the answers in display order, separated by `|`; a `|` in an
 *   answer is written `\|` and a backslash before a `|`, a backslash or the end `\\`.
 * - `key`: answers by letter (A = the first): the correct ones for types 1, 2, 3, 5
 *   (`B`, `A;C`), the correct sequence for types 4 and 6 (`C;A;B`; a type-6 answer left out
 *   is a distractor). `;` or `,` between letters. Type 3 also takes TRUE/T and FALSE/F.
 */

export const CSV_COLUMNS = [
  'type',
  'question_en',
  'question_vi',
  'explanation_en',
  'explanation_vi',
  'points',
  'answers_en',
  'answers_vi',
  'key',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The others may be left out: no explanation, 1 point, answers the same in both languages. */
export const REQUIRED_CSV_COLUMNS: readonly CsvColumn[] = ['type', 'question_en', 'question_vi', 'answers_en', 'key'];

const SEPARATOR = '|';
const ESCAPE = '\\';

/** An answer list cell as its answers: an empty cell is no answer at all. */
export function splitAnswers(cell: string): string[] {
  if (cell.trim() === '') return [];
  const answers: string[] = [];
  let current = '';
  for (let index = 0; index < cell.length; index += 1) {
    const character = cell[index]!;
    const next = cell[index + 1];
    if (character === ESCAPE && (next === SEPARATOR || next === ESCAPE)) {
      current += next;
      index += 1;
    } else if (character === SEPARATOR) {
      answers.push(current.trim());
      current = '';
    } else {
      current += character;
    }
  }
  answers.push(current.trim());
  return answers;
}

/**
 * The answers as one cell. Only the backslashes a reader would take for an escape are
 * doubled (before `|`, `\` or the end), so `C:\Users` and `\d+` stay as an admin types them.
 */
export function joinAnswers(answers: readonly string[]): string {
  return answers.map((answer) => answer.replace(/\\(?=\\|\||$)/g, '\\\\').replaceAll('|', '\\|')).join(SEPARATOR);
}

/** A (0), B (1), … T (19): the letters of MAX_ANSWERS answers. */
export function answerLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

export const KEY_SEPARATOR = ';';
const TRUE_KEYS = new Set(['TRUE', 'T']);
const FALSE_KEYS = new Set(['FALSE', 'F']);

type KeyReading =
  | { indexes: number[] }
  | { error: 'MISSING_ANSWER_KEY' | 'INVALID_ANSWER_KEY' | 'UNKNOWN_ANSWER_KEY'; message: string };

/** The answers a key names, in the key's order, checked against `answerCount` answers. */
export function readKey(cell: string, answerCount: number, { trueFalse }: { trueFalse: boolean }): KeyReading {
  const key = cell.trim().toUpperCase();
  if (key === '')
    return { error: 'MISSING_ANSWER_KEY', message: 'The key is empty: name the correct answers by letter.' };
  if (trueFalse && TRUE_KEYS.has(key)) return { indexes: [0] };
  if (trueFalse && FALSE_KEYS.has(key)) return { indexes: [1] };
  const tokens = key.split(/\s*[;,]\s*/);
  const indexes: number[] = [];
  for (const token of tokens) {
    if (!/^[A-Z]$/.test(token)) {
      return { error: 'INVALID_ANSWER_KEY', message: `The key "${cell.trim()}" must be letters separated by ";".` };
    }
    const index = token.charCodeAt(0) - 65;
    if (index >= answerCount) {
      return { error: 'UNKNOWN_ANSWER_KEY', message: `The key names ${token}, but there are ${answerCount} answers.` };
    }
    if (indexes.includes(index)) {
      return { error: 'INVALID_ANSWER_KEY', message: `The key names ${token} twice.` };
    }
    indexes.push(index);
  }
  return { indexes };
}
