import { createHash, randomBytes } from 'node:crypto';

/**
 * PKCE (RFC 7636) with S256, as OAuth 2.0 now recommends for every client that gets an
 * authorization code, confidential ones included: the code is bound to a secret that never
 * leaves the server and this browser's state cookie, so a code that leaks or is slipped into
 * another browser's sign-in is worth nothing without it.
 */
export interface PkcePair {
  /** Kept with the state; sent only in the token exchange. 43 characters of base64url (256 bits). */
  verifier: string;
  /** What the authorization URL carries: BASE64URL(SHA-256(verifier)). */
  challenge: string;
}

/** RFC 7636 §4.1: 43–128 characters of [A-Za-z0-9-._~]. */
export const PKCE_VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

export function createPkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
