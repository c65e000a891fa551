import { createHash, randomBytes } from 'node:crypto';

/** Links mailed for email verification and password reset (DESIGN.md §4). */
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 30 * 60 * 1000;

/** 256 random bits, base64url: unguessable, and safe in a URL without escaping. */
export function createOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

/**
 * Only this hash is stored. A fast hash is enough here (unlike passwords): the token has
 * 256 bits of entropy, so there is nothing to brute-force.
 */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
