import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../env';

/**
 * Download links of source-code products (Gumroad / Easy Digital Downloads style): the
 * product, the buyer and an expiry, signed with HMAC-SHA256 under a key derived from
 * AUTH_SECRET (so no extra secret to manage; rotating AUTH_SECRET only ends links that
 * last minutes anyway). Whoever holds the link may download until it expires, and only
 * while that buyer still owns the product (checked when it is used).
 * @internal exported for the tests
 */
export const DOWNLOAD_LINK_TTL_MS = 10 * 60 * 1000;

function linkKey(): Buffer {
  return createHmac('sha256', env.AUTH_SECRET).update('learnhub:download-link:v1').digest();
}

function signature(sourceCodeId: number, userId: string, expiresS: number): Buffer {
  return createHmac('sha256', linkKey()).update(`${sourceCodeId}.${userId}.${expiresS}`).digest();
}

export function signDownloadLink(
  sourceCodeId: number,
  userId: string,
  now: Date = new Date(),
): { path: string; expiresAt: Date } {
  const expiresS = Math.floor((now.getTime() + DOWNLOAD_LINK_TTL_MS) / 1000);
  const sig = signature(sourceCodeId, userId, expiresS).toString('base64url');
  const query = new URLSearchParams({ u: userId, e: String(expiresS), s: sig });
  return { path: `/api/source-codes/${sourceCodeId}/file?${query}`, expiresAt: new Date(expiresS * 1000) };
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** The signature first (a forged link learns nothing about expiry), then the time. */
export function checkDownloadLink(
  link: { sourceCodeId: number; userId: string; expiresS: number; sig: string },
  now: Date = new Date(),
): LinkCheck {
  const given = Buffer.from(link.sig, 'base64url');
  const expected = signature(link.sourceCodeId, link.userId, link.expiresS);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return link.expiresS * 1000 <= now.getTime() ? 'expired' : 'valid';
}
