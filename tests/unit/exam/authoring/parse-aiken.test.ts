import { describe, expect, it } from 'vitest';
import { importableDrafts } from '@/lib/exam/authoring/import-report';
import { parseAiken } from '@/lib/exam/authoring/parse-aiken';
import { importExample } from '../../../fixtures/question-import-examples';

const both = (text: string) => ({ en: text, vi: text });
const option = (text: string, correct = false) => ({ content: both(text), correct, order: null });

describe('parseAiken', () => {
  it('reads the documented example as single-choice questions in both languages', () => {
    const report = parseAiken(importExample('aiken'));
    expect(report.errors).toEqual([]);
    expect(report.questions.map(({ line, title, errors }) => [line, title, errors])).toEqual([
      [1, 'What is 2 + 3?', []],
      [7, 'Which keyword declares a constant in JavaScript?', []],
    ]);
    expect(importableDrafts(report)).toEqual([
      {
        question_type: 1,
        content: both('What is 2 + 3?'),
        explanation: null,
        points: 1,
        answers: [option('4'), option('5', true), option('6')],
      },
      {
        question_type: 1,
        content: both('Which keyword declares a constant in JavaScript?'),
        explanation: null,
        points: 1,
        answers: [option('var'), option('let'), option('const', true)],
      },
    ]);
  });

  it('takes a question over several lines, no blank line between questions, and b / B. / B) as the key', () => {
    const text =
      'First line\nsecond line\nA. x\nB. y\nANSWER: b\nNext?\nA) p\nB) q\nANSWER: B)\r\nLast?\r\nA. m\r\nB. n\r\nANSWER:B.';
    const report = parseAiken(text);
    expect(report.questions.map((question) => [question.line, question.errors])).toEqual([
      [1, []],
      [6, []],
      [10, []],
    ]);
    expect(report.questions[0]!.draft!.content.en).toBe('First line\nsecond line');
    expect(report.questions.map((question) => question.draft!.answers[1]!.correct)).toEqual([true, true, true]);
  });

  it('reports a missing ANSWER line, also when the next question starts without it', () => {
    const report = parseAiken('One?\nA. a\nB. b\n\nTwo?\nA. a\nB. b\nANSWER: A\n\nThree?\nA. a\nB. b\n');
    expect(report.questions.map((question) => [question.line, question.errors.map((error) => error.code)])).toEqual([
      [1, ['MISSING_ANSWER_KEY']],
      [5, []],
      [10, ['MISSING_ANSWER_KEY']],
    ]);
    expect(parseAiken('One?\nA. a\nB. b\nANSWER:').questions[0]!.errors[0]!.code).toBe('MISSING_ANSWER_KEY');
  });

  it('reports a letter that is no option, a key that is no letter and a letter two options share', () => {
    const codeOf = (text: string) => parseAiken(text).questions.map((question) => question.errors.map((e) => e.code));
    expect(codeOf('Q?\nA. a\nB. b\nANSWER: C')).toEqual([['UNKNOWN_ANSWER_KEY']]);
    expect(codeOf('Q?\nA. a\nB. b\nANSWER: AB')).toEqual([['INVALID_ANSWER_KEY']]);
    expect(codeOf('Q?\nA. a\nA. b\nANSWER: A')).toEqual([['INVALID_ANSWER_KEY']]);
    expect(parseAiken('Q?\nA. a\nB. b\nANSWER: C').questions[0]!.errors[0]!.message).toBe(
      'ANSWER names C, which is not the letter of an option.',
    );
  });

  it('checks the draft: fewer than 2 options, or options without a question', () => {
    expect(parseAiken('Q?\nA. only\nANSWER: A').questions[0]!.errors).toEqual([
      { code: 'TOO_FEW_ANSWERS', message: 'At least 2 answers.', field: 'answers' },
    ]);
    const orphan = parseAiken('A. a\nB. b\nANSWER: A').questions[0]!;
    expect(orphan.errors.map((error) => `${error.field} ${error.code}`)).toEqual([
      'content.en REQUIRED',
      'content.vi REQUIRED',
    ]);
  });

  it('an option needs its space: "A.b" is text', () => {
    const report = parseAiken('Q?\nA.b\nA. a\nB. b\nANSWER: B');
    expect(report.questions[0]!.draft!.content.en).toBe('Q?\nA.b');
  });

  it('an empty file is an error of the file', () => {
    expect(parseAiken('\n \n').errors.map((error) => error.code)).toEqual(['EMPTY_FILE']);
  });
});
