import { describe, expect, it } from 'vitest';
import { INVALID_OPTION_LETTER, optionLetter } from '@/lib/format/option-letter';

describe('optionLetter (spec §9: 0 is A, 1 is B, and so on)', () => {
  it('letters the first options A, B, C, D', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('covers the alphabet from 0 to 25', () => {
    const letters = Array.from({ length: 26 }, (_, i) => optionLetter(i)).join('');
    expect(letters).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });

  it('continues past Z like spreadsheet columns', () => {
    expect(optionLetter(26)).toBe('AA');
    expect(optionLetter(27)).toBe('AB');
    expect(optionLetter(51)).toBe('AZ');
    expect(optionLetter(52)).toBe('BA');
    expect(optionLetter(701)).toBe('ZZ');
    expect(optionLetter(702)).toBe('AAA');
  });

  it('gives every index a distinct label', () => {
    const labels = new Set(Array.from({ length: 2000 }, (_, i) => optionLetter(i)));
    expect(labels.size).toBe(2000);
  });

  it("gives '?' for negative, fractional, NaN, infinite or unsafe indexes", () => {
    expect(INVALID_OPTION_LETTER).toBe('?');
    expect(optionLetter(-1)).toBe('?');
    expect(optionLetter(1.5)).toBe('?');
    expect(optionLetter(Number.NaN)).toBe('?');
    expect(optionLetter(Number.POSITIVE_INFINITY)).toBe('?');
    expect(optionLetter(2 ** 53)).toBe('?');
  });

  it('accepts -0 as index 0', () => {
    expect(optionLetter(-0)).toBe('A');
  });
});
