import { describe, expect, it } from 'vitest';
import { importableDrafts, type QuestionReport } from '@/lib/exam/authoring/import-report';
import { parseGift } from '@/lib/exam/authoring/parse-gift';
import { importExample } from '../../../fixtures/question-import-examples';

const both = (text: string) => ({ en: text, vi: text });
const option = (text: string, correct = false) => ({ content: both(text), correct, order: null });

/** The one question of `text`, which must read without errors. */
function draftOf(text: string) {
  const { questions, errors } = parseGift(text);
  expect(errors).toEqual([]);
  expect(questions).toHaveLength(1);
  expect(questions[0]!.errors).toEqual([]);
  return questions[0]!.draft!;
}

const codes = (question: QuestionReport | undefined) => question?.errors.map((error) => error.code);

describe('parseGift: the documented example', () => {
  const report = parseGift(importExample('gift'));

  it('reads each question at its line, with its title', () => {
    expect(report.errors).toEqual([]);
    expect(report.questions.map(({ line, question_type, title }) => [line, question_type, title])).toEqual([
      [2, 1, 'Capital'],
      [10, 2, 'Which of these are prime numbers?'],
      [17, 3, 'Boiling'],
      [20, 1, 'The Mekong flows into the _____.'],
      [23, null, 'Name a prime number greater than 10.'],
    ]);
    expect(codes(report.questions[4])).toEqual(['UNSUPPORTED_QUESTION_TYPE']);
    expect(importableDrafts(report)).toBeNull();
  });

  it('single choice: the = answer is correct, and the feedback is the explanation', () => {
    expect(report.questions[0]!.draft).toEqual({
      question_type: 1,
      content: both('What is the capital of Vietnam?'),
      explanation: both('Hà Nội is in the north of the country.\nHà Nội — Right: the capital since 1976.'),
      points: 1,
      answers: [option('Hà Nội', true), option('Hồ Chí Minh City'), option('Đà Nẵng')],
    });
  });

  it('multiple choice: the answers with a positive weight are correct', () => {
    expect(report.questions[1]!.draft!.answers).toEqual([option('2', true), option('3', true), option('4')]);
  });

  it('true/false: the standard pair, each feedback with the answer that earns it', () => {
    expect(report.questions[2]!.draft).toMatchObject({
      question_type: 3,
      content: both('Water boils at 100 {degrees} Celsius at sea level.'),
      explanation: both('True — Yes, at 1 atm.\nFalse — Check a physics book.'),
      answers: [
        { content: { en: 'True', vi: 'Đúng' }, correct: true, order: null },
        { content: { en: 'False', vi: 'Sai' }, correct: false, order: null },
      ],
    });
  });

  it('missing word: a blank where the answers stood', () => {
    expect(report.questions[3]!.draft!.content.en).toBe('The Mekong flows into the _____.');
    expect(report.questions[3]!.draft!.answers.map((answer) => answer.correct)).toEqual([true, false, false]);
  });
});

describe('parseGift: the question kinds', () => {
  it.each([
    ['an essay', 'Describe your day. {}'],
    ['a numerical question', 'When was Ulysses S. Grant born? {#1822:5}'],
    ['a numerical range', 'Pick a number. {#1..5}'],
    ['a matching question', 'Match. {=Canada -> Ottawa =Italy -> Rome =Japan -> Tokyo}'],
    ['a short answer', "Who's buried in Grant's tomb? {=no one =nobody}"],
    ['a missing word with a short answer', 'Two plus {=two} equals four.'],
    ['a description', 'A text without any answer.'],
    ['true/false in lower case (Moodle reads it as a short answer)', 'The sky is blue. {true}'],
    ['an essay with only general feedback', 'Write. {####Any answer will do.}'],
  ])('lists %s as unsupported', (_kind, text) => {
    const [question] = parseGift(text).questions;
    expect(question).toMatchObject({ line: 1, question_type: null, draft: null });
    expect(codes(question)).toEqual(['UNSUPPORTED_QUESTION_TYPE']);
  });

  it('reads {T} {F} {TRUE} {FALSE}', () => {
    for (const [word, correct] of [
      ['T', [true, false]],
      ['F', [false, true]],
      ['TRUE', [true, false]],
      ['FALSE', [false, true]],
    ] as const) {
      expect(draftOf(`Statement. {${word}}`).answers.map((answer) => answer.correct)).toEqual(correct);
    }
    expect(draftOf('Statement. {F}').explanation).toBeNull();
  });

  it('a false statement: the second feedback goes with "False", the right answer', () => {
    expect(draftOf('The sun is cold.{FALSE#It is hot, so False.#Right.}').explanation).toEqual(
      both('True — It is hot, so False.\nFalse — Right.'),
    );
  });

  it('type 1 whenever an = is among the answers: weighted answers are not correct there', () => {
    const draft = draftOf('Pick. {=a ~%50%b ~c}');
    expect(draft.question_type).toBe(1);
    expect(draft.answers.map((answer) => answer.correct)).toEqual([true, false, false]);
  });

  it('type 2 without an =: positive weights (decimals, 100) are correct, zero and negative are not', () => {
    const draft = draftOf('Pick. {~%33.3%a ~%100%b ~%0%c ~%-50%d ~e}');
    expect(draft.question_type).toBe(2);
    expect(draft.answers.map((answer) => [answer.content.en, answer.correct])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
      ['d', false],
      ['e', false],
    ]);
  });

  it('checks the draft: two = answers are two correct answers of a single choice', () => {
    const [question] = parseGift('Pick one. {=a =b ~c}').questions;
    expect(question).toMatchObject({ question_type: 1, draft: null });
    expect(question!.errors).toEqual([
      { code: 'TOO_MANY_CORRECT_ANSWERS', message: 'Exactly 1 answer is correct (2 are marked).', field: 'answers' },
    ]);
    expect(parseGift('Only one. {~a}').questions[0]!.errors.map((error) => error.code)).toEqual([
      'TOO_FEW_ANSWERS',
      'NO_CORRECT_ANSWER',
    ]);
  });

  it('reports braces that do not pair up', () => {
    for (const text of ['Open { =a ~b', 'Close =a ~b }', 'Reversed } =a ~b {']) {
      expect(codes(parseGift(text).questions[0])).toEqual(['MALFORMED_QUESTION']);
    }
  });
});

describe('parseGift: the syntax', () => {
  it('unescapes \\~ \\= \\# \\{ \\} \\: \\\\ and \\n in titles, questions, answers and feedback', () => {
    const report = parseGift(
      '::a\\:b:: 1 \\= 1 \\~ \\{x\\} \\# \\\\ end\\nsecond line {=\\~yes\\= #ok\\: \\# ~no\\{\\}}',
    );
    const [question] = report.questions;
    expect(question!.title).toBe('a:b');
    expect(question!.draft).toMatchObject({
      content: both('1 = 1 ~ {x} # \\ end\nsecond line'),
      explanation: both('~yes= — ok: #'),
      answers: [option('~yes=', true), option('no{}')],
    });
  });

  it('keeps a backslash before other characters, as Moodle does', () => {
    expect(draftOf('Match \\d+ in C:\\Users. {=yes ~no}').content.en).toBe('Match \\d+ in C:\\Users.');
  });

  it('drops the format prefixes of questions, answers and feedback, and keeps an unknown one', () => {
    const draft = draftOf(
      '::t::[html]<b>Bold</b>? {=[markdown]**yes**#[plain]fine ~[moodle]no ~[latex]x ####[html]<i>why</i>}',
    );
    expect(draft.content.en).toBe('<b>Bold</b>?');
    expect(draft.answers.map((answer) => answer.content.en)).toEqual(['**yes**', 'no', '[latex]x']);
    expect(draft.explanation!.en).toBe('<i>why</i>\n**yes** — fine');
  });

  it('skips comments and categories; blank lines separate questions; CRLF and a BOM are fine', () => {
    const text = [
      '\uFEFF// a comment',
      '$CATEGORY: $course$/top/Default',
      '',
      '   // indented comment',
      'First? {',
      '  // a comment between the answers',
      '  =yes',
      '  ~no',
      '}',
      '',
      '',
      'A question',
      'over two lines? {T}',
    ].join('\r\n');
    const report = parseGift(text);
    expect(report.questions.map((question) => [question.line, question.question_type])).toEqual([
      [5, 1],
      [12, 3],
    ]);
    expect(report.questions[0]!.draft!.answers).toEqual([option('yes', true), option('no')]);
    expect(report.questions[1]!.draft!.content.en).toBe('A question\nover two lines?');
  });

  it('treats a text before the first answer marker as a wrong answer (as Moodle does)', () => {
    expect(draftOf('Pick. {maybe ~no =yes}').answers).toEqual([option('maybe'), option('no'), option('yes', true)]);
  });

  it('an empty file, or one of comments only, is an error of the file', () => {
    for (const text of ['', '\n\n', '// only a comment\n$CATEGORY: x']) {
      expect(parseGift(text)).toEqual({
        questions: [],
        errors: [{ code: 'EMPTY_FILE', message: 'The file holds no question.', line: null }],
      });
    }
  });
});
