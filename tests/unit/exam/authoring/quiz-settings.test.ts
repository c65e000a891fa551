import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { authoringErrorsOf } from '@/lib/exam/authoring/authoring-errors';
import { quizSettingsSchema } from '@/lib/exam/authoring/quiz-settings';

const settings = {
  title: { en: ' Final exam ', vi: 'Bài thi cuối khoá' },
  time_limit_s: 1800,
  pass_mark_percent: 70,
  attempts_allowed: null,
  modes: ['strict', 'practice', 'strict'],
};

function errorsOf(input: unknown): string[] {
  const result = z.safeParse(quizSettingsSchema, input);
  return result.success ? [] : authoringErrorsOf(result.error.issues, input).map((e) => `${e.field} ${e.code}`);
}

describe('quizSettingsSchema', () => {
  it('trims, fills the defaults and keeps each mode once, in the site order', () => {
    expect(z.parse(quizSettingsSchema, settings)).toEqual({
      title: { en: 'Final exam', vi: 'Bài thi cuối khoá' },
      description: { en: '', vi: '' },
      time_limit_s: 1800,
      pass_mark_percent: 70,
      attempts_allowed: null,
      modes: ['practice', 'strict'],
      shuffle_questions: false,
      shuffle_answers: false,
    });
  });

  it('bounds the time limit, the pass mark and the attempts', () => {
    expect(errorsOf({ ...settings, time_limit_s: 59, pass_mark_percent: 101, attempts_allowed: 0 })).toEqual([
      'time_limit_s OUT_OF_RANGE',
      'pass_mark_percent OUT_OF_RANGE',
      'attempts_allowed OUT_OF_RANGE',
    ]);
    expect(errorsOf({ ...settings, time_limit_s: 86_401, pass_mark_percent: -1, attempts_allowed: 101 })).toHaveLength(
      3,
    );
    expect(errorsOf({ ...settings, time_limit_s: 86_400, pass_mark_percent: 0, attempts_allowed: 100 })).toEqual([]);
  });

  it('offers at least one known mode', () => {
    expect(errorsOf({ ...settings, modes: [] })).toEqual(['modes REQUIRED']);
    expect(errorsOf({ ...settings, modes: ['exam'] })).toEqual(['modes.0 INVALID_VALUE']);
  });

  it('requires the title in both languages, not the description', () => {
    expect(errorsOf({ ...settings, title: { en: 'Exam', vi: ' ' }, description: { en: 'About', vi: '' } })).toEqual([
      'title.vi REQUIRED',
    ]);
    expect(errorsOf({ ...settings, attempts_allowed: undefined })).toEqual(['attempts_allowed REQUIRED']);
  });
});
