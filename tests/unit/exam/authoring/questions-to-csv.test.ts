import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importableDrafts } from '@/lib/exam/authoring/import-report';
import { parseQuestionCsv } from '@/lib/exam/authoring/parse-question-csv';
import {
  validateQuestionDraft,
  type QuestionDraft,
  type QuestionDraftInput,
} from '@/lib/exam/authoring/question-draft';
import { questionsToCsv } from '@/lib/exam/authoring/questions-to-csv';
import { trueFalseAnswers } from '@/lib/exam/authoring/true-false-answers';

function valid(input: QuestionDraftInput): QuestionDraft {
  const result = validateQuestionDraft(input);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.draft;
}

const both = (en: string, vi = en) => ({ en, vi });

describe('questionsToCsv', () => {
  it('writes the import format: a BOM, the header, CRLF, the key by letter, true/false without answers', () => {
    const drafts = [
      valid({
        question_type: 2,
        content: both('Pick, "twice"', 'Chọn hai'),
        explanation: both('Because', 'Vì'),
        points: 3,
        answers: [
          { content: both('a|b'), correct: true },
          { content: both('c') },
          { content: both('d'), correct: true },
        ],
      }),
      valid({ question_type: 3, content: both('Sky is blue'), answers: trueFalseAnswers(true) }),
      valid({
        question_type: 6,
        content: both('Build'),
        answers: [{ content: both('is'), order: 2 }, { content: both('not') }, { content: both('It'), order: 1 }],
      }),
    ];
    expect(questionsToCsv(drafts)).toBe(
      '\uFEFFtype,question_en,question_vi,explanation_en,explanation_vi,points,answers_en,answers_vi,key\r\n' +
        '2,"Pick, ""twice""",Chọn hai,Because,Vì,3,a\\|b|c|d,a\\|b|c|d,A;C\r\n' +
        '3,Sky is blue,Sky is blue,,,1,,,TRUE\r\n' +
        '6,Build,Build,,,1,is|not|It,is|not|It,C;A\r\n',
    );
  });

  it('writes the header alone for no question', () => {
    expect(parseQuestionCsv(questionsToCsv([])).errors.map((error) => error.code)).toEqual(['EMPTY_FILE']);
  });
});

// Texts with what the format must survive: commas, quotes, line breaks, |, backslashes,
// the key's separators and Vietnamese diacritics (precomposed and combining).
const textArbitrary = fc
  .string({
    unit: fc.constantFrom('a', 'Z', ' ', ',', ';', '"', '\n', '\r\n', '|', '\\', 'ệ', 'Đ', 'ư', 'e\u0301', '='),
    minLength: 1,
    maxLength: 12,
  })
  .filter((text) => text.trim() !== '');
const bilingualArbitrary = fc.record({ en: textArbitrary, vi: textArbitrary });

const answersArbitrary = fc.array(bilingualArbitrary, { minLength: 2, maxLength: 8 });

/** Valid drafts of every type, in the shapes an admin can write. */
const draftArbitrary: fc.Arbitrary<QuestionDraftInput> = fc
  .record({
    content: bilingualArbitrary,
    explanation: fc.option(bilingualArbitrary, { nil: null }),
    points: fc.integer({ min: 1, max: 100 }),
    body: fc.oneof(
      answersArbitrary.chain((texts) =>
        fc.nat(texts.length - 1).map((right) => ({
          question_type: 1 as const,
          answers: texts.map((content, index) => ({ content, correct: index === right })),
        })),
      ),
      fc.constantFrom(2 as const, 5 as const).chain((type) =>
        answersArbitrary.chain((texts) =>
          fc.array(fc.boolean(), { minLength: texts.length, maxLength: texts.length }).map((flags) => ({
            question_type: type,
            answers: texts.map((content, index) => ({ content, correct: flags[index]! || index === 0 })),
          })),
        ),
      ),
      fc.boolean().map((isTrue) => ({ question_type: 3 as const, answers: trueFalseAnswers(isTrue) })),
      fc.tuple(bilingualArbitrary, bilingualArbitrary, fc.boolean()).map(([first, second, firstIsRight]) => ({
        question_type: 3 as const,
        answers: [
          { content: first, correct: firstIsRight },
          { content: second, correct: !firstIsRight },
        ],
      })),
      answersArbitrary.chain((texts) =>
        fc
          .shuffledSubarray(
            texts.map((_, index) => index + 1),
            { minLength: texts.length, maxLength: texts.length },
          )
          .map((orders) => ({
            question_type: 4 as const,
            answers: texts.map((content, index) => ({ content, order: orders[index]! })),
          })),
      ),
      fc
        .tuple(answersArbitrary, fc.array(bilingualArbitrary, { maxLength: 3 }))
        .chain(([words, distractors]) =>
          fc
            .shuffledSubarray(
              [
                ...words.map((content, index) => ({ content, order: index + 1 })),
                ...distractors.map((content) => ({ content, order: null })),
              ],
              { minLength: words.length + distractors.length, maxLength: words.length + distractors.length },
            )
            .map((answers) => ({ question_type: 6 as const, answers })),
        ),
    ),
  })
  .map(({ body, ...rest }) => ({ ...rest, ...body }));

describe('questionsToCsv → parseQuestionCsv', () => {
  it('gives back the same drafts, for all six types', () => {
    fc.assert(
      fc.property(fc.array(draftArbitrary, { minLength: 1, maxLength: 5 }), (inputs) => {
        const drafts = inputs.map(valid);
        const report = parseQuestionCsv(questionsToCsv(drafts));
        expect(report.errors).toEqual([]);
        expect(report.questions.flatMap((question) => question.errors)).toEqual([]);
        expect(importableDrafts(report)).toEqual(drafts);
      }),
      { numRuns: 300 },
    );
  });
});
