/**
 * The question CSV (question-csv-format.ts; docs/question-import.md) → question drafts, all
 * six types, both languages. The header is checked first: a missing, unknown or repeated
 * column fails the file, since no row could then be read with confidence. Blank rows are
 * skipped.
 */
import type { QuestionType } from '../quiz-types';
import type { AuthoringError } from './authoring-errors';
import { readCsv, type CsvRecord } from '@/lib/text/csv-records';
import { fileReport, reportQuestion, type FileError, type ImportReport, type QuestionReport } from './import-report';
import { CSV_COLUMNS, REQUIRED_CSV_COLUMNS, readKey, splitAnswers, type CsvColumn } from './question-csv-format';
import { FALSE_LABEL, TRUE_LABEL } from './true-false-answers';

export function parseQuestionCsv(text: string): ImportReport {
  const { records, problem } = readCsv(text);
  const problems: FileError[] = problem ? [problem] : [];
  const [header, ...rows] = records.filter((record) => !isBlank(record));
  if (!header) return fileReport([], problems);
  const columns = readHeader(header);
  if ('errors' in columns) return fileReport([], [...columns.errors, ...problems]);
  return fileReport(
    rows.map((row) => readRow(row, columns)),
    problems,
  );
}

function isBlank(record: CsvRecord): boolean {
  return record.fields.every((field) => field.trim() === '');
}

type ColumnIndexes = Partial<Record<CsvColumn, number>> & { count: number };

function readHeader({ line, fields }: CsvRecord): ColumnIndexes | { errors: FileError[] } {
  const errors: FileError[] = [];
  const indexes: ColumnIndexes = { count: fields.length };
  fields.forEach((field, index) => {
    const name = field.trim().toLowerCase();
    if (!isColumn(name)) {
      const known = CSV_COLUMNS.join(', ');
      errors.push({ code: 'UNKNOWN_COLUMN', message: `Unknown column "${field}" (known: ${known}).`, field, line });
    } else if (indexes[name] !== undefined) {
      errors.push({ code: 'DUPLICATE_COLUMN', message: `The column "${name}" appears twice.`, field: name, line });
    } else {
      indexes[name] = index;
    }
  });
  for (const column of REQUIRED_CSV_COLUMNS) {
    if (indexes[column] === undefined) {
      errors.push({ code: 'MISSING_COLUMN', message: `The header has no "${column}" column.`, field: column, line });
    }
  }
  return errors.length > 0 ? { errors } : indexes;
}

function isColumn(name: string): name is CsvColumn {
  return (CSV_COLUMNS as readonly string[]).includes(name);
}

function readRow({ line, fields }: CsvRecord, columns: ColumnIndexes): QuestionReport {
  const cell = (column: CsvColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (fields[index] ?? '');
  };
  const title = cell('question_en') || cell('question_vi');
  const failed = (questionType: QuestionType | null, ...errors: AuthoringError[]) =>
    reportQuestion({ line, title, questionType, formatErrors: errors, candidate: null });

  if (fields.length !== columns.count) {
    const message = `The row has ${fields.length} fields where the header has ${columns.count}.`;
    return failed(null, { code: 'WRONG_FIELD_COUNT', message });
  }
  const typeCell = cell('type').trim();
  if (!/^[1-6]$/.test(typeCell)) {
    return failed(null, { code: 'INVALID_VALUE', message: 'The type must be a number from 1 to 6.', field: 'type' });
  }
  const questionType = Number(typeCell) as QuestionType;
  const points = cell('points').trim();
  if (points !== '' && !/^\d+$/.test(points)) {
    return failed(questionType, { code: 'INVALID_VALUE', message: 'Points must be a whole number.', field: 'points' });
  }
  const answers = answerTexts(questionType, cell('answers_en'), cell('answers_vi'));
  if ('error' in answers) return failed(questionType, answers.error);
  const key = readKey(cell('key'), answers.en.length, { trueFalse: questionType === 3 });
  if ('error' in key) return failed(questionType, { code: key.error, message: key.message, field: 'key' });

  const explanation = { en: cell('explanation_en'), vi: cell('explanation_vi') };
  const ordered = questionType === 4 || questionType === 6;
  return reportQuestion({
    line,
    title,
    questionType,
    formatErrors: [],
    candidate: {
      question_type: questionType,
      content: { en: cell('question_en'), vi: cell('question_vi') },
      // Both left blank: no explanation; one of them blank is the schema's REQUIRED.
      explanation: explanation.en.trim() === '' && explanation.vi.trim() === '' ? null : explanation,
      ...(points === '' ? {} : { points: Number(points) }),
      answers: answers.en.map((en, index) => {
        const place = key.indexes.indexOf(index);
        return {
          content: { en, vi: answers.vi[index]! },
          correct: !ordered && place !== -1,
          order: ordered && place !== -1 ? place + 1 : null,
        };
      }),
    },
  });
}

/**
 * The answers in both languages. `answers_vi` left blank means the same as `answers_en`
 * (code, or words of an English sentence being studied); a true/false question with no
 * answers at all gets the standard pair.
 */
function answerTexts(
  questionType: QuestionType,
  englishCell: string,
  vietnameseCell: string,
): { en: string[]; vi: string[] } | { error: AuthoringError } {
  const en = splitAnswers(englishCell);
  const vi = vietnameseCell.trim() === '' ? en : splitAnswers(vietnameseCell);
  if (questionType === 3 && en.length === 0 && vi.length === 0) {
    return { en: [TRUE_LABEL.en, FALSE_LABEL.en], vi: [TRUE_LABEL.vi, FALSE_LABEL.vi] };
  }
  if (en.length !== vi.length) {
    const message = `answers_en has ${en.length} answers and answers_vi ${vi.length}.`;
    return { error: { code: 'ANSWER_COUNT_MISMATCH', message, field: 'answers_vi' } };
  }
  return { en, vi };
}
