/**
 * What every importer (GIFT, Aiken, CSV) answers: a report per question, in file order,
 * plus the file's own errors. The admin API returns it as is for a dry run, and writes the
 * drafts only when importableDrafts finds no error anywhere (all or nothing).
 */
import type { QuestionType } from '../quiz-types';
import type { AuthoringError } from './authoring-errors';
import { validateQuestionDraft, type QuestionDraft } from './question-draft';

/** Beyond this a file is refused as a whole: it bounds one request's work (1,000 import in well under a second). */
const MAX_IMPORT_QUESTIONS = 2_000;
const TITLE_LENGTH = 60;

export interface QuestionReport {
  /** 1-based line of the file where the question starts. */
  line: number;
  /** Null when the file's question could not be read as one of the six types. */
  question_type: QuestionType | null;
  /** A short text to recognise the question by: its GIFT title, else the start of its text. */
  title: string;
  /** Empty when the question imports as `draft`. */
  errors: AuthoringError[];
  /** The validated, normalized draft; null when there are errors. */
  draft: QuestionDraft | null;
}

/** An error about the file rather than one question (a CSV header, an unclosed quote). */
export interface FileError extends AuthoringError {
  /** 1-based line it was found on; null when it concerns no line. */
  line: number | null;
}

export interface ImportReport {
  questions: QuestionReport[];
  errors: FileError[];
}

interface QuestionSource {
  line: number;
  title: string;
  questionType: QuestionType | null;
  /** What the file's format itself got wrong; a question with such errors is not validated further. */
  formatErrors: AuthoringError[];
  /** The draft as read from the file, before validation; null when it could not be built. */
  candidate: unknown;
}

/**
 * A question's report: the format's errors, else the draft schema's verdict on the
 * candidate (its issues become the question's errors, each naming its field).
 */
export function reportQuestion({ line, title, questionType, formatErrors, candidate }: QuestionSource): QuestionReport {
  const base = { line, question_type: questionType, title: snippet(title) };
  if (formatErrors.length > 0 || candidate === null) return { ...base, errors: formatErrors, draft: null };
  const validation = validateQuestionDraft(candidate);
  return validation.success
    ? { ...base, errors: [], draft: validation.draft }
    : { ...base, errors: validation.errors, draft: null };
}

/** The report of a whole file: adds the errors that concern the questions' count. */
export function fileReport(questions: QuestionReport[], errors: FileError[] = []): ImportReport {
  const countErrors: FileError[] = [];
  if (questions.length === 0 && errors.length === 0) {
    countErrors.push({ code: 'EMPTY_FILE', message: 'The file holds no question.', line: null });
  }
  if (questions.length > MAX_IMPORT_QUESTIONS) {
    countErrors.push({
      code: 'TOO_MANY_QUESTIONS',
      message: `At most ${MAX_IMPORT_QUESTIONS} questions per import (this file has ${questions.length}).`,
      line: null,
    });
  }
  return { questions, errors: [...errors, ...countErrors] };
}

/** The drafts to write, in file order, or null when anything in the report is an error. */
export function importableDrafts(report: ImportReport): QuestionDraft[] | null {
  if (report.errors.length > 0) return null;
  const drafts = report.questions.map((question) => question.draft);
  return drafts.every((draft) => draft !== null) ? drafts : null;
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_LENGTH ? `${flat.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : flat;
}
