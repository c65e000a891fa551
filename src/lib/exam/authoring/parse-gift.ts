/**
 * Moodle's GIFT format (https://docs.moodle.org/en/GIFT_format) → question drafts, read
 * the way Moodle's own importer reads it (question/format/gift/format.php). What maps where
 * is documented in docs/question-import.md:
 *
 * - `{=right ~wrong …}` (an `=` among the answers) → type 1; `{~%50%a ~%50%b ~%-100%c}`
 *   (weights, no `=`) → type 2, the answers with a positive weight being the correct ones;
 *   `{T}` `{TRUE}` `{F}` `{FALSE}` → type 3 with the standard pair of answers;
 * - text after the braces (missing word) keeps a blank `_____` where they stood;
 * - essay `{}`, numerical `{#…}`, matching `{=a -> b …}`, short answer (only `=` answers)
 *   and a description (no braces) are listed with UNSUPPORTED_QUESTION_TYPE;
 * - `#feedback` after an answer and `####general feedback` become the explanation;
 * - `::title::` names the question in the report only; `//` comment lines and
 *   `$CATEGORY:` lines are skipped.
 *
 * GIFT has one language: the text goes to both `en` and `vi`.
 */
import type { QuestionType } from '../quiz-types';
import type { AuthoringError } from './authoring-errors';
import type { Bilingual } from './bilingual-text';
import { findLastUnescaped, findUnescaped, giftText, splitBeforeUnescaped, splitUnescaped } from './gift-syntax';
import { fileReport, reportQuestion, type ImportReport, type QuestionReport } from './import-report';
import { linesOf } from '@/lib/text/text-lines';
import { trueFalseAnswers } from './true-false-answers';

/** Where a missing word stood in the question's text (Moodle's own blank). */
const GIFT_BLANK = '_____';

export function parseGift(text: string): ImportReport {
  return fileReport(giftBlocks(text).map(readQuestion));
}

interface Block {
  line: number;
  text: string;
}

/** The questions: runs of lines separated by blank lines, comments and categories left out. */
function giftBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: { line: number; lines: string[] } | null = null;
  const close = () => {
    if (current) blocks.push({ line: current.line, text: current.lines.join('\n').trim() });
    current = null;
  };
  for (const [index, line] of linesOf(text).entries()) {
    const trimmed = line.trim();
    if (trimmed === '') close();
    else if (!trimmed.startsWith('//') && !trimmed.startsWith('$CATEGORY:')) {
      current ??= { line: index + 1, lines: [] };
      current.lines.push(line);
    }
  }
  close();
  return blocks;
}

interface ReadAnswer {
  content: Bilingual;
  correct: boolean;
  feedback: string;
}

const bothLanguages = (text: string): Bilingual => ({ en: text, vi: text });

function readQuestion({ line, text: block }: Block): QuestionReport {
  const { title, text } = withoutTitle(block);
  const open = findUnescaped(text, '{');
  const close = findUnescaped(text, '}');
  const failed = (error: AuthoringError, questionText = text) =>
    reportQuestion({
      line,
      title: title ?? giftText(questionText),
      questionType: null,
      formatErrors: [error],
      candidate: null,
    });

  if (open === -1 && close === -1) return failed(unsupported('a description (a text without answers in braces)'));
  if (open === -1 || close === -1 || close < open) {
    return failed({ code: 'MALFORMED_QUESTION', message: 'The answers must stand between one "{" and one "}".' });
  }
  // A question whose answers stand before the end is a "missing word": the blank marks their place.
  const after = text.slice(close + 1);
  const content = giftText(text.slice(0, open) + (after === '' ? '' : GIFT_BLANK + after));
  const { answerText, generalFeedback } = withoutGeneralFeedback(text.slice(open + 1, close));

  const kind = kindOf(answerText);
  if (typeof kind === 'object') return failed(kind, content);
  const { questionType, answers } = kind === 'true-false' ? readTrueFalse(answerText) : readChoices(answerText);
  const explanation = explanationOf(generalFeedback, answers);
  return reportQuestion({
    line,
    title: title ?? content,
    questionType,
    formatErrors: [],
    candidate: {
      question_type: questionType,
      content: bothLanguages(content),
      explanation: explanation === null ? null : bothLanguages(explanation),
      answers: answers.map(({ content: answer, correct }) => ({ content: answer, correct, order: null })),
    },
  });
}

function withoutTitle(block: string): { title: string | null; text: string } {
  if (!block.startsWith('::')) return { title: null, text: block };
  const end = findUnescaped(block, '::', 2);
  // An unclosed title is no title (as in Moodle): the text starts after the "::".
  if (end === -1) return { title: null, text: block.slice(2).trim() };
  return { title: giftText(block.slice(2, end)), text: block.slice(end + 2).trim() };
}

function withoutGeneralFeedback(raw: string): { answerText: string; generalFeedback: string } {
  const at = findLastUnescaped(raw, '####');
  if (at === -1) return { answerText: raw.trim(), generalFeedback: '' };
  return { answerText: raw.slice(0, at).trim(), generalFeedback: giftText(raw.slice(at + 4)) };
}

const TRUE_WORDS = new Set(['T', 'TRUE']);
const FALSE_WORDS = new Set(['F', 'FALSE']);

/** Moodle's order of tests, so a text reads as the same kind of question it would there. */
function kindOf(answerText: string): 'choice' | 'true-false' | AuthoringError {
  if (answerText === '') return unsupported('an essay ({})');
  if (answerText.startsWith('#')) return unsupported('a numerical question ({#…})');
  if (findUnescaped(answerText, '~') !== -1) return 'choice';
  if (findUnescaped(answerText, '=') !== -1 && findUnescaped(answerText, '->') !== -1) {
    return unsupported('a matching question (=item -> match)');
  }
  const [value] = splitUnescaped(answerText, '#', 2);
  const word = value!.trim();
  if (TRUE_WORDS.has(word) || FALSE_WORDS.has(word)) return 'true-false';
  return unsupported('a short-answer question (only "=" answers)');
}

function unsupported(what: string): AuthoringError {
  return {
    code: 'UNSUPPORTED_QUESTION_TYPE',
    message: `This is ${what}, which none of the six question types can hold.`,
  };
}

/** A percentage weight right after the marker: `~%50%`, `~%-33.3%`. */
const WEIGHT = /^%(-?\d+(?:\.\d+)?)%/;

/**
 * Choices: an `=` anywhere makes a single choice (type 1), whose correct answer is the one
 * marked `=` (full marks); without one, a multiple choice (type 2) whose correct answers
 * are those with a positive weight. Partial credit has no place in the six types.
 */
function readChoices(answerText: string): { questionType: QuestionType; answers: ReadAnswer[] } {
  const single = findUnescaped(answerText, '=') !== -1;
  const pieces = splitBeforeUnescaped(answerText, '~=');
  if (pieces[0]!.trim() === '') pieces.shift();
  const answers = pieces.map((piece) => {
    const marker = piece[0];
    let body = marker === '=' || marker === '~' ? piece.slice(1).trimStart() : piece;
    const weight = WEIGHT.exec(body);
    const percent = weight ? Number(weight[1]) : marker === '=' ? 100 : 0;
    if (weight) body = body.slice(weight[0].length);
    const [answer, feedback = ''] = splitUnescaped(body, '#', 2);
    return {
      content: bothLanguages(giftText(answer!)),
      correct: single ? marker === '=' && percent === 100 : percent > 0,
      feedback: giftText(feedback),
    };
  });
  return { questionType: single ? 1 : 2, answers };
}

/**
 * `{T#feedback#feedback}`: Moodle shows the first feedback to whoever answers wrong and the
 * second to whoever answers right, so each goes with the answer that earns it.
 */
function readTrueFalse(answerText: string): { questionType: QuestionType; answers: ReadAnswer[] } {
  const [word, wrongFeedback = '', rightFeedback = ''] = splitUnescaped(answerText, '#', 3);
  const answers = trueFalseAnswers(TRUE_WORDS.has(word!.trim())).map(({ content, correct }) => ({
    content,
    correct,
    feedback: giftText(correct ? rightFeedback : wrongFeedback),
  }));
  return { questionType: 3, answers };
}

/** The general feedback, then a line `answer — feedback` for each answer that has one. */
function explanationOf(generalFeedback: string, answers: readonly ReadAnswer[]): string | null {
  const lines = [
    generalFeedback,
    ...answers.filter((answer) => answer.feedback !== '').map((answer) => `${answer.content.en} — ${answer.feedback}`),
  ].filter((line) => line !== '');
  return lines.length > 0 ? lines.join('\n') : null;
}
