/**
 * Decimal numbers written out by hand, for the few number styles the site shows (prices,
 * ratings, counts), instead of with `Intl.NumberFormat`.
 *
 * Why: the first Intl number or date formatter a page builds loads the browser's ICU
 * locale data, 17–40 ms of main thread on a fast desktop and four times that on
 * Lighthouse's phone, during hydration of every page with a price or a rating. Writing
 * the same strings by hand costs microseconds, and the server and the browser can no
 * longer disagree because their ICU versions differ.
 *
 * The output equals Intl's for the styles below: tests/unit/lib/format compares the two
 * over random numbers.
 */
export interface DecimalStyle {
  /** Between groups of three integer digits. */
  group: string;
  /** Before the fraction. */
  decimal: string;
  /** Fraction digits kept at most, rounded half away from zero; trailing zeros dropped. */
  maxFraction: number;
  /** Integer digits an integer part needs before it is grouped at all (CLDR's minimumGroupingDigits + 3). */
  groupFrom: number;
}

/**
 * `value` in `style`, as `Intl.NumberFormat` with the matching locale writes it: a minus
 * for any negative value (also one that rounds to zero, and -0), `∞` for infinity.
 */
export function formatDecimal(value: number, style: DecimalStyle): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const magnitude = Math.abs(value);
  if (magnitude === Infinity) return `${sign}∞`;
  const [integer, fraction] = roundHalfExpand(decimalDigits(magnitude), style.maxFraction);
  return write(sign, integer, fraction, style);
}

/** A bigint in `style`, exactly: every digit kept, however many. */
export function formatBigInt(value: bigint, style: DecimalStyle): string {
  return write(value < 0n ? '-' : '', (value < 0n ? -value : value).toString(), '', style);
}

function write(sign: string, integer: string, fraction: string, style: DecimalStyle): string {
  const grouped = integer.length >= style.groupFrom ? groupThousands(integer, style.group) : integer;
  return `${sign}${grouped}${fraction ? style.decimal + fraction : ''}`;
}

/** A string of integer digits grouped by three with `separator`. */
function groupThousands(digits: string, separator: string): string {
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) out += separator + digits.slice(at, at + 3);
  return out;
}

/**
 * The integer and fraction digits of a finite, non-negative double, as its shortest
 * round-trip decimal (what `String(value)` gives, and what ICU formats), written without an
 * exponent.
 */
function decimalDigits(magnitude: number): [integer: string, fraction: string] {
  const [mantissa = '0', exponentText] = String(magnitude).split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const [whole = '0', part = ''] = mantissa.split('.');
  const digits = whole + part;
  // Where the decimal point falls within `digits` once the exponent is applied.
  const point = whole.length + exponent;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Keeps at most `places` fraction digits, rounding half away from zero, without trailing zeros. */
function roundHalfExpand([integer, fraction]: [string, string], places: number): [string, string] {
  if (fraction.length <= places) return [integer, fraction.replace(/0+$/, '')];
  const roundUp = fraction.charCodeAt(places) >= 53; // '5'
  let kept = integer + fraction.slice(0, places);
  if (roundUp) kept = incrementDigits(kept);
  const integerLength = kept.length - places;
  return [kept.slice(0, integerLength) || '0', kept.slice(integerLength).replace(/0+$/, '')];
}

/** A string of decimal digits plus one ("199" → "200", "999" → "1000"). */
function incrementDigits(digits: string): string {
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === '9') at -= 1;
  if (at < 0) return '1' + '0'.repeat(digits.length);
  return digits.slice(0, at) + String(Number(digits[at]) + 1) + '0'.repeat(digits.length - at - 1);
}
