import { describe, expect, it } from 'vitest';
import { formatCurrency, INVALID_CURRENCY } from '@/lib/format/currency';

// Intl puts a no-break space (U+00A0) between the amount and the currency code.
const NBSP = '\u00a0';
const vnd = (amount: string) => `${amount}${NBSP}VND`;

describe('formatCurrency (spec §9: Italian number locale, VND; §5: NaN gives Invalid)', () => {
  it('formats with Italian grouping (dots) and the VND code, without decimals', () => {
    expect(formatCurrency(0)).toBe(vnd('0'));
    expect(formatCurrency(500)).toBe(vnd('500'));
    expect(formatCurrency(250000)).toBe(vnd('250.000'));
    expect(formatCurrency(1234567)).toBe(vnd('1.234.567'));
  });

  it('follows the it-IT rule that a four-digit amount is not grouped', () => {
    expect(formatCurrency(1000)).toBe(vnd('1000'));
    expect(formatCurrency(9999)).toBe(vnd('9999'));
    expect(formatCurrency(10000)).toBe(vnd('10.000'));
  });

  it('rounds fractions to whole dong, half away from zero', () => {
    expect(formatCurrency(1234567.89)).toBe(vnd('1.234.568'));
    expect(formatCurrency(0.5)).toBe(vnd('1'));
    expect(formatCurrency(0.4)).toBe(vnd('0'));
    expect(formatCurrency(-2.5)).toBe(vnd('-3'));
  });

  it('formats negative and large amounts', () => {
    expect(formatCurrency(-5000)).toBe(vnd('-5000'));
    expect(formatCurrency(-1500000)).toBe(vnd('-1.500.000'));
    expect(formatCurrency(1e15)).toBe(vnd('1.000.000.000.000.000'));
    expect(formatCurrency(Number.MAX_SAFE_INTEGER)).toBe(vnd('9.007.199.254.740.991'));
  });

  it('formats a bigint exactly, beyond the safe integers', () => {
    expect(formatCurrency(12345678901234567890n)).toBe(vnd('12.345.678.901.234.567.890'));
  });

  it('converts strings with Number(): numeric text formats, a dot is a decimal point', () => {
    expect(formatCurrency('199000')).toBe(vnd('199.000'));
    expect(formatCurrency('  42  ')).toBe(vnd('42'));
    expect(formatCurrency('1.5')).toBe(vnd('2'));
    expect(formatCurrency('1e6')).toBe(vnd('1.000.000'));
  });

  it("gives 'Invalid' when the value is NaN after numeric conversion", () => {
    expect(INVALID_CURRENCY).toBe('Invalid');
    expect(formatCurrency(Number.NaN)).toBe('Invalid');
    expect(formatCurrency('abc')).toBe('Invalid');
    expect(formatCurrency('12abc')).toBe('Invalid');
    expect(formatCurrency('1.000.000')).toBe('Invalid');
    expect(formatCurrency(undefined)).toBe('Invalid');
    expect(formatCurrency({})).toBe('Invalid');
    expect(formatCurrency([1, 2])).toBe('Invalid');
    expect(formatCurrency(Symbol('price'))).toBe('Invalid');
  });

  it("gives 'Invalid' for an object whose conversion throws, instead of throwing", () => {
    const hostile = {
      valueOf() {
        throw new Error('no number here');
      },
    };
    expect(formatCurrency(hostile)).toBe('Invalid');
  });

  it('formats values whose numeric conversion is not NaN, as the rule is written', () => {
    // Number(null), Number('') and Number(false) are 0; Number(true) is 1.
    expect(formatCurrency(null)).toBe(vnd('0'));
    expect(formatCurrency('')).toBe(vnd('0'));
    expect(formatCurrency('   ')).toBe(vnd('0'));
    expect(formatCurrency(false)).toBe(vnd('0'));
    expect(formatCurrency(true)).toBe(vnd('1'));
    expect(formatCurrency([7])).toBe(vnd('7'));
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe(vnd('∞'));
    expect(formatCurrency(Number.NEGATIVE_INFINITY)).toBe(vnd('-∞'));
  });
});
