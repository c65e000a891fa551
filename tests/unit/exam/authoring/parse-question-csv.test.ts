import { describe, expect, it } from 'vitest';
import { importableDrafts, type ImportReport } from '@/lib/exam/authoring/import-report';
import { parseQuestionCsv } from '@/lib/exam/authoring/parse-question-csv';
import { importExample } from '../../../fixtures/question-import-examples';

const HEADER = 'type,question_en,question_vi,answers_en,answers_vi,key';
const text = (en: string, vi = en) => ({ en, vi });

/** `line code field` for every question error: what the report shows per row. */
const rowErrors = (report: ImportReport) =>
  report.questions.flatMap((question) =>
    question.errors.map((error) => `${question.line} ${error.code} ${error.field ?? ''}`.trim()),
  );

describe('parseQuestionCsv: the documented example', () => {
  const report = parseQuestionCsv(importExample('csv'));
  const drafts = importableDrafts(report)!;

  it('imports one question of each type', () => {
    expect(report.errors).toEqual([]);
    expect(rowErrors(report)).toEqual([]);
    expect(report.questions.map(({ line, question_type }) => [line, question_type])).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 4],
      [6, 5],
      [7, 6],
    ]);
  });

  it('single and multiple choice: the key marks the correct answers; blank answers_vi is answers_en', () => {
    expect(drafts[0]).toEqual({
      question_type: 1,
      content: text('What does HTML stand for?', 'HTML là viết tắt của gì?'),
      explanation: null,
      points: 1,
      answers: [
        {
          content: text('HyperText Markup Language', 'Ngôn ngữ đánh dấu siêu văn bản'),
          correct: true,
          order: null,
        },
        { content: text('High Tech Modern Language', 'Ngôn ngữ hiện đại công nghệ cao'), correct: false, order: null },
      ],
    });
    expect(drafts[1]).toMatchObject({ points: 2 });
    expect(drafts[1]!.answers.map((answer) => [answer.content.vi, answer.correct])).toEqual([
      ['number', true],
      ['string', true],
      ['integer', false],
    ]);
  });

  it('true/false without answers: the standard pair, quotes and the explanation in both languages', () => {
    expect(drafts[2]).toEqual({
      question_type: 3,
      content: text('`typeof null` is "object".', '`typeof null` là "object".'),
      explanation: text(
        'A quirk kept from the first JavaScript.',
        'Một điểm kỳ quặc giữ lại từ phiên bản JavaScript đầu tiên.',
      ),
      points: 1,
      answers: [
        { content: text('True', 'Đúng'), correct: true, order: null },
        { content: text('False', 'Sai'), correct: false, order: null },
      ],
    });
  });

  it('ordering and sentence building: the key is the sequence, and what it leaves out a distractor', () => {
    expect(drafts[3]!.answers.map((answer) => [answer.content.vi, answer.order])).toEqual([
      ['Commit', 2],
      ['Sửa', 1],
      ['Đẩy lên', 3],
    ]);
    expect(drafts[4]!.answers.map((answer) => answer.correct)).toEqual([false, true, false]);
    expect(drafts[5]!.answers.map((answer) => [answer.content.en, answer.order, answer.correct])).toEqual([
      ['is', 2, false],
      ['It', 1, false],
      ['not', null, false],
      ['sunny', 3, false],
    ]);
  });
});

describe('parseQuestionCsv: the cells', () => {
  it('reads columns by name in any order and case, and the optional ones may be left out', () => {
    const report = parseQuestionCsv('KEY, Answers_EN ,Question_VI,question_en,type\nA,yes|no,Có không?,Yes or no?,1\n');
    expect(importableDrafts(report)).toEqual([
      {
        question_type: 1,
        content: text('Yes or no?', 'Có không?'),
        explanation: null,
        points: 1,
        answers: [
          { content: text('yes'), correct: true, order: null },
          { content: text('no'), correct: false, order: null },
        ],
      },
    ]);
  });

  it('splits answers at | but not at \\| and reads \\\\ as one backslash', () => {
    const report = parseQuestionCsv(`${HEADER}\n2,Q,Q,a \\| b | C:\\Users\\\\ | \\d+ ,,A;B;C\n`);
    expect(report.questions[0]!.draft!.answers.map((answer) => answer.content.en)).toEqual([
      'a | b',
      'C:\\Users\\',
      '\\d+',
    ]);
  });

  it('takes ; or , between key letters, spaces and lower case', () => {
    const report = parseQuestionCsv(`${HEADER}\n2,Q,Q,a|b|c,,"a, c"\n4,Q,Q,a|b|c,,c ; a;B\n`);
    expect(report.questions[0]!.draft!.answers.map((answer) => answer.correct)).toEqual([true, false, true]);
    expect(report.questions[1]!.draft!.answers.map((answer) => answer.order)).toEqual([2, 3, 1]);
  });

  it('takes TRUE / T / FALSE / F or letters for type 3, with or without answers', () => {
    const rows = ['3,S,S,,,t', '3,S,S,,,false', '3,S,S,Yes|No,Có|Không,B', '3,S,S,Yes|No,Có|Không,TRUE'];
    const report = parseQuestionCsv([HEADER, ...rows].join('\n'));
    expect(report.questions.map((question) => question.draft!.answers.map((answer) => answer.correct))).toEqual([
      [true, false],
      [false, true],
      [false, true],
      [true, false],
    ]);
    expect(report.questions[2]!.draft!.answers[0]!.content).toEqual(text('Yes', 'Có'));
  });

  it('reports the cells it cannot read, on the row and the column', () => {
    const rows = [
      '7,Q,Q,a|b,,A',
      '1,Q,Q,a|b,x|y|z,A',
      '1,Q,Q,a|b,,',
      '1,Q,Q,a|b,,C',
      '2,Q,Q,a|b,,A;A',
      '2,Q,Q,a|b,,A>B',
      '1,Q,Q,a|b',
    ];
    expect(rowErrors(parseQuestionCsv([HEADER, ...rows].join('\n')))).toEqual([
      '2 INVALID_VALUE type',
      '3 ANSWER_COUNT_MISMATCH answers_vi',
      '4 MISSING_ANSWER_KEY key',
      '5 UNKNOWN_ANSWER_KEY key',
      '6 INVALID_ANSWER_KEY key',
      '7 INVALID_ANSWER_KEY key',
      '8 WRONG_FIELD_COUNT',
    ]);
    const points = parseQuestionCsv(
      'type,question_en,question_vi,answers_en,key,points\n1,Q,Q,a|b,A,two\n1,Q,Q,a|b,A,0',
    );
    expect(rowErrors(points)).toEqual(['2 INVALID_VALUE points', '3 OUT_OF_RANGE points']);
  });

  it('validates each draft: the schema names the field', () => {
    const header = 'type,question_en,question_vi,explanation_en,explanation_vi,answers_en,key';
    const rows = ['1,Q,,,,a|b,A', '1,Q,Q,Why,,a|b,A', '4,Q,Q,,,a|b|c,A;B', '6,Q,Q,,,a|b,A', '1,Q,Q,,,a||b,A'];
    expect(rowErrors(parseQuestionCsv([header, ...rows].join('\n')))).toEqual([
      '2 REQUIRED content.vi',
      '3 REQUIRED explanation.vi',
      '4 MISSING_ORDER answers.2.order',
      '5 TOO_FEW_ORDERED_ANSWERS answers',
      '6 REQUIRED answers.1.content.en',
      '6 REQUIRED answers.1.content.vi',
    ]);
  });

  it('skips blank rows and names each row by the line it starts on', () => {
    const report = parseQuestionCsv(`${HEADER}\r\n\r\n,,,,,\r\n1,"Two\r\nlines",Q,a|b,,A\r\n1,Next,Q,a|b,,B\r\n`);
    expect(report.questions.map(({ line, title }) => [line, title])).toEqual([
      [4, 'Two lines'],
      [6, 'Next'],
    ]);
  });
});

describe('parseQuestionCsv: the file', () => {
  const fileErrors = (csv: string) => parseQuestionCsv(csv).errors.map((error) => `${error.code} ${error.field ?? ''}`);

  it('requires a header with the required columns, each once, and no unknown one', () => {
    expect(fileErrors('type,question_en,question_vi,answers_en\n1,Q,Q,a|b')).toEqual(['MISSING_COLUMN key']);
    expect(fileErrors(`${HEADER},explaination_en\n`)).toEqual(['UNKNOWN_COLUMN explaination_en']);
    expect(fileErrors(`${HEADER},Key\n`)).toEqual(['DUPLICATE_COLUMN key']);
    expect(parseQuestionCsv(`${HEADER},notes\n1,Q,Q,a|b,,A,x`).questions).toEqual([]);
  });

  it('an empty file, or a header alone, holds no question', () => {
    expect(fileErrors('')).toEqual(['EMPTY_FILE ']);
    expect(fileErrors(`\uFEFF${HEADER}\r\n`)).toEqual(['EMPTY_FILE ']);
  });

  it('reports the rows before an unclosed quote, and the line it opened on', () => {
    const report = parseQuestionCsv(`${HEADER}\n1,Q,Q,a|b,,A\n1,"Q,Q,a|b,,A\n`);
    expect(report.questions).toHaveLength(1);
    expect(report.errors).toEqual([{ code: 'UNCLOSED_QUOTE', message: 'A quoted field is never closed.', line: 3 }]);
    expect(importableDrafts(report)).toBeNull();
  });
});
