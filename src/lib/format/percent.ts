/**
 * Spec §9: integers are shown without decimals, any other number rounded to 2 decimals,
 * followed by `%` (`50%`, `33.33%`, `12.50%`). Spec §5: anything that is not of number type,
 * or NaN, gives 'Invalid input' — numeric strings included, no conversion is attempted.
 *
 * Rounding is half away from zero on the number as written (`1.005` → `1.01`, `-0.125` →
 * `-0.13`), not on its binary approximation, which `toFixed` uses (`(1.005).toFixed(2)` is
 * `'1.00'`). A value that rounds to zero prints without a sign (`-0.001` → `0.00%`).
 * ±Infinity is a number and not NaN, so it prints as `Infinity%` / `-Infinity%`.
 * @internal exported for the tests
 */
export const INVALID_PERCENT = 'Invalid input';

export function formatPercent(value: unknown): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return INVALID_PERCENT;
  // String(-0) is '0', so a negative zero needs no special case; ±Infinity prints as is.
  if (Number.isInteger(value) || !Number.isFinite(value)) return `${value}%`;
  return `${roundTo2Decimals(value)}%`;
}

function roundTo2Decimals(value: number): string {
  // Shift the decimal point in the shortest decimal text of the number ('1.005' → '1.005e2'
  // = 100.5 exactly), so the rounding sees the digits a person sees.
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const hundredths = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  if (hundredths === 0) return '0.00';
  const sign = value < 0 ? '-' : '';
  return `${sign}${Number(`${hundredths}e-2`).toFixed(2)}`;
}
