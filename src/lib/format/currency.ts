import { formatBigInt, formatDecimal, type DecimalStyle } from './decimal';

/**
 * Spec §9: prices are written with the Italian number locale and the VND currency code
 * (`1.234.568 VND`: dots group thousands, no decimals, a no-break space before the code).
 * Spec §5: a value that is NaN after numeric conversion gives 'Invalid'.
 *
 * The conversion is `Number(value)`, taken literally, so:
 * - `null`, `''` and blank strings convert to 0 and give `0 VND`;
 * - `undefined`, objects and non-numeric strings convert to NaN and give 'Invalid';
 * - strings are read as JavaScript numbers (`'1.5'` is one and a half, not Italian grouping);
 * - ±Infinity is not NaN, so it formats (`∞ VND`).
 * A bigint is formatted exactly rather than rounded through a double.
 * @internal exported for the tests
 */
export const INVALID_CURRENCY = 'Invalid';

/**
 * it-IT with VND, as `Intl.NumberFormat('it-IT', { style: 'currency', currency: 'VND' })`
 * writes it, without building one (./decimal.ts says why): no decimals, dots between
 * thousands from five digits on (`1000`, `10.000`), a no-break space before the code.
 */
const ITALIAN_VND: DecimalStyle = { group: '.', decimal: ',', maxFraction: 0, groupFrom: 5 };
const CODE = '\u00a0VND';

export function formatCurrency(value: unknown): string {
  if (typeof value === 'bigint') return formatBigInt(value, ITALIAN_VND) + CODE;
  // Number(symbol) throws instead of giving NaN.
  if (typeof value === 'symbol') return INVALID_CURRENCY;
  let amount: number;
  try {
    amount = Number(value);
  } catch {
    // An object whose valueOf/toString throws (or returns a symbol) has no numeric value.
    return INVALID_CURRENCY;
  }
  return Number.isNaN(amount) ? INVALID_CURRENCY : formatDecimal(amount, ITALIAN_VND) + CODE;
}
