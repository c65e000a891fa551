import { describe, expect, it } from 'vitest';
import { formatPercent, INVALID_PERCENT } from '@/lib/format/percent';

describe('formatPercent (spec §9: no decimals for integers, 2 rounded otherwise, then %)', () => {
  it('writes integers without decimals', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(-25)).toBe('-25%');
    expect(formatPercent(50.0)).toBe('50%');
    expect(formatPercent(-0)).toBe('0%');
    expect(formatPercent(1_000_000)).toBe('1000000%');
  });

  it('writes every other number with exactly 2 decimals', () => {
    expect(formatPercent(33.333)).toBe('33.33%');
    expect(formatPercent(66.6666)).toBe('66.67%');
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent(0.1)).toBe('0.10%');
    expect(formatPercent(-33.333)).toBe('-33.33%');
  });

  it('rounds half away from zero on the decimal digits as written', () => {
    expect(formatPercent(0.005)).toBe('0.01%');
    expect(formatPercent(1.005)).toBe('1.01%'); // (1.005).toFixed(2) would give 1.00
    expect(formatPercent(2.675)).toBe('2.68%');
    expect(formatPercent(1.004)).toBe('1.00%');
    expect(formatPercent(-0.125)).toBe('-0.13%');
    expect(formatPercent(-1.005)).toBe('-1.01%');
  });

  it('keeps 2 decimals when a fraction rounds to a whole number', () => {
    expect(formatPercent(99.999)).toBe('100.00%');
    expect(formatPercent(0.001)).toBe('0.00%');
  });

  it('drops the sign of a value that rounds to zero', () => {
    expect(formatPercent(-0.001)).toBe('0.00%');
    expect(formatPercent(-0.004999)).toBe('0.00%');
  });

  it('handles numbers whose text is in exponent form', () => {
    expect(formatPercent(1e-7)).toBe('0.00%');
    expect(formatPercent(-5e-7)).toBe('0.00%');
    expect(formatPercent(123456789.123)).toBe('123456789.12%');
  });

  it("gives 'Invalid input' for anything not of number type, or NaN", () => {
    expect(INVALID_PERCENT).toBe('Invalid input');
    expect(formatPercent(Number.NaN)).toBe('Invalid input');
    expect(formatPercent('50')).toBe('Invalid input');
    expect(formatPercent('')).toBe('Invalid input');
    expect(formatPercent(null)).toBe('Invalid input');
    expect(formatPercent(undefined)).toBe('Invalid input');
    expect(formatPercent(true)).toBe('Invalid input');
    expect(formatPercent(50n)).toBe('Invalid input');
    expect(formatPercent({ valueOf: () => 50 })).toBe('Invalid input');
    expect(formatPercent([50])).toBe('Invalid input');
  });

  it('prints infinities, which are numbers and not NaN', () => {
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('Infinity%');
    expect(formatPercent(Number.NEGATIVE_INFINITY)).toBe('-Infinity%');
  });
});
