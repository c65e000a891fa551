import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';

/**
 * The hand-written formatters (src/lib/format/decimal.ts, date.ts) against Intl itself, the
 * definition they replace. Numbers: any double, whole amounts, halves, values next to a
 * rounding step, and bigints. Dates: any instant from 1976 to 2200.
 */
const RUNS = { numRuns: 3_000 };

const numbers = fc.oneof(
  fc.double({ noNaN: true }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.integer({ min: -1e9, max: 1e9 }),
  // x.5, x.0005 and their neighbours: the rounding steps of both styles.
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.5),
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000 + 0.0005),
  fc.integer({ min: 0, max: 5000 }).map((n) => n / 10),
  fc.constantFrom(0, -0, 1e21, 1e-7, 9.9995, 999.9996, 0.0004999, Number.MAX_VALUE, Number.MIN_VALUE),
);

describe('hand-written number formats equal Intl.NumberFormat', () => {
  it('formatCurrency = it-IT, VND', () => {
    const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'VND' });
    fc.assert(
      fc.property(numbers, (value) => formatCurrency(value) === intl.format(value)),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        (value) => formatCurrency(value) === intl.format(value),
      ),
      RUNS,
    );
  });

  it.each([
    ['en', 'en-GB'],
    ['vi', 'vi-VN'],
  ])('formatNumber(…, %s) = %s', (language, locale) => {
    const intl = new Intl.NumberFormat(locale);
    fc.assert(
      fc.property(numbers, (value) => formatNumber(value, language) === intl.format(value)),
      RUNS,
    );
  });

  it('writes infinities and NaN as Intl does', () => {
    expect(formatNumber(Number.NEGATIVE_INFINITY, 'en')).toBe(new Intl.NumberFormat('en-GB').format(-Infinity));
    expect(formatNumber(Number.NaN, 'vi')).toBe(new Intl.NumberFormat('vi-VN').format(Number.NaN));
  });
});

describe('the hand-written date equals Intl.DateTimeFormat (medium, Asia/Ho_Chi_Minh)', () => {
  it.each([
    ['en', 'en-GB'],
    ['vi', 'vi-VN'],
  ] as const)('formatDate(…, %s) = %s', (language, locale) => {
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' });
    // From 1976, when Vietnam's clocks settled on UTC+7, to 2200.
    const instants = fc.integer({ min: Date.UTC(1976, 0, 1), max: Date.UTC(2200, 0, 1) });
    fc.assert(
      fc.property(instants, (time) => formatDate(new Date(time).toISOString(), language) === intl.format(time)),
      RUNS,
    );
    // Either side of midnight in Vietnam (17:00 UTC).
    for (const iso of ['2026-11-30T16:59:59.999Z', '2026-11-30T17:00:00.000Z', '2026-12-31T17:00:00.000Z']) {
      expect(formatDate(iso, language)).toBe(intl.format(new Date(iso)));
    }
  });

  it('refuses an invalid date, as Intl does', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });
});
