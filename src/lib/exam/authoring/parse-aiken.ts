/**
 * Moodle's Aiken format (https://docs.moodle.org/en/Aiken_format) → single-choice drafts
 * (type 1):
 *
 *     What is the capital of France?
 *     A. Berlin
 *     B) Paris
 *     ANSWER: B
 *
 * The question's text comes first (it may run over several lines), then its options, one
 * a line, each an upper-case letter, `.` or `)` and a space; the `ANSWER:` line names the
 * correct letter and ends the question. Blank lines are ignored. A text line after the
 * options starts the next question, so the one before it lacked its ANSWER line. Aiken has
 * one language: the text goes to both `en` and `vi`.
 */
import type { AuthoringError } from './authoring-errors';
import { fileReport, reportQuestion, type ImportReport, type QuestionReport } from './import-report';
import { linesOf } from '@/lib/text/text-lines';

const OPTION = /^([A-Z])[.)][ \t]+(.*)$/;
const ANSWER = /^ANSWER:(.*)$/i;

interface PendingQuestion {
  line: number;
  text: string[];
  options: { letter: string; text: string }[];
}

export function parseAiken(text: string): ImportReport {
  const questions: QuestionReport[] = [];
  let pending: PendingQuestion | null = null;
  const start = (line: number): PendingQuestion => ({ line, text: [], options: [] });

  for (const [index, raw] of linesOf(text).entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const option = OPTION.exec(line);
    const answer = ANSWER.exec(line);
    if (answer) {
      questions.push(finished(pending ?? start(index + 1), answer[1]!.trim()));
      pending = null;
    } else if (option) {
      pending ??= start(index + 1);
      pending.options.push({ letter: option[1]!, text: option[2]! });
    } else {
      if (pending && pending.options.length > 0) {
        questions.push(finished(pending, null));
        pending = null;
      }
      pending ??= start(index + 1);
      pending.text.push(line);
    }
  }
  if (pending) questions.push(finished(pending, null));
  return fileReport(questions);
}

/** `key`: what follows `ANSWER:`, or null when the question ended without that line. */
function finished({ line, text, options }: PendingQuestion, key: string | null): QuestionReport {
  const content = text.join('\n');
  const letter = key === null ? null : (KEY_LETTER.exec(key)?.[1]?.toUpperCase() ?? null);
  const keyError = answerKeyError(options, key, letter);
  const bothLanguages = (value: string) => ({ en: value, vi: value });
  return reportQuestion({
    line,
    title: content,
    questionType: 1,
    formatErrors: keyError ? [keyError] : [],
    candidate: {
      question_type: 1,
      content: bothLanguages(content),
      answers: options.map((option) => ({ content: bothLanguages(option.text), correct: option.letter === letter })),
    },
  });
}

/** `ANSWER: B`, and the forms people also write: `b`, `B.`, `B)`. */
const KEY_LETTER = /^([A-Z])[.)]?$/i;

function answerKeyError(
  options: PendingQuestion['options'],
  key: string | null,
  letter: string | null,
): AuthoringError | null {
  if (key === null || key === '') {
    return { code: 'MISSING_ANSWER_KEY', message: 'The question has no "ANSWER: X" line naming its correct option.' };
  }
  if (letter === null) {
    return { code: 'INVALID_ANSWER_KEY', message: `ANSWER must name one option by its letter, not "${key}".` };
  }
  const matching = options.filter((option) => option.letter === letter).length;
  if (matching === 0) {
    return { code: 'UNKNOWN_ANSWER_KEY', message: `ANSWER names ${letter}, which is not the letter of an option.` };
  }
  if (matching > 1) {
    return { code: 'INVALID_ANSWER_KEY', message: `ANSWER names ${letter}, and ${matching} options have that letter.` };
  }
  return null;
}
