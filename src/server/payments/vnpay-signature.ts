import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VNPay 2.1.0's checksum: HMAC-SHA512 (hex) over the `vnp_*` parameters other than the
 * hash fields, sorted by name, each written `name=value` with the value URL-encoded as
 * VNPay's own Node.js sample does (encodeURIComponent, then %20 → "+"), joined by "&".
 * The payment URL carries exactly that string plus `vnp_SecureHash`; the return URL and
 * the IPN are checked by rebuilding it from what they carry.
 */

export type VnpParams = Record<string, string>;

const HASH_FIELDS = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);

function encodeVnpValue(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

/**
 * The string that is signed (and, for a payment URL, sent as its query).
 * @internal exported for the tests
 */
export function signedData(params: VnpParams): string {
  return Object.keys(params)
    .filter((name) => name.startsWith('vnp_') && !HASH_FIELDS.has(name))
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeVnpValue(params[name]!)}`)
    .join('&');
}

export function vnpSecureHash(params: VnpParams, secret: string): string {
  return createHmac('sha512', secret).update(signedData(params), 'utf8').digest('hex');
}

/** `${baseUrl}?…&vnp_SecureHash=…`: where the buyer is sent to pay. */
export function signedUrl(baseUrl: string, params: VnpParams, secret: string): string {
  return `${baseUrl}?${signedData(params)}&vnp_SecureHash=${vnpSecureHash(params, secret)}`;
}

/**
 * Whether the parameters carry a valid vnp_SecureHash (hex, either case), compared in
 * constant time so the check does not leak how much of a forged hash was right.
 */
export function hasValidSignature(params: VnpParams, secret: string): boolean {
  const given = params.vnp_SecureHash ?? '';
  if (!/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = createHmac('sha512', secret).update(signedData(params), 'utf8').digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

/** The single-valued `vnp_*` parameters of a request query (repeated ones make it invalid). */
export function vnpParamsOf(query: Record<string, string | string[] | undefined>): VnpParams | null {
  const params: VnpParams = {};
  for (const [name, value] of Object.entries(query)) {
    if (!name.startsWith('vnp_')) continue;
    if (typeof value !== 'string') return null;
    params[name] = value;
  }
  return params;
}

const GMT7_OFFSET_MS = 7 * 60 * 60 * 1000;

/** yyyyMMddHHmmss in Vietnam's time (GMT+7), as VNPay's dates are written. */
export function formatVnpDate(date: Date): string {
  const local = new Date(date.getTime() + GMT7_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}` +
    `${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`
  );
}

/** The instant a VNPay date (GMT+7) names, or null when it is not one. */
export function parseVnpDate(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) - GMT7_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc);
}
