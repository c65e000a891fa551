import type { IncomingMessage } from 'node:http';
import { readCookies, TOKEN_COOKIE } from '@/lib/auth/session-cookies';
import type { AuthUser } from '../auth/auth-user';
import { verifySessionToken } from '../auth/session-token';
import * as sessionRepository from '../repositories/session-repository';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
// A JWT's three base64url parts; anything else is not worth a signature check.
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The session token of a request: `Authorization: Bearer …`, else the `token` cookie. */
function tokenFromRequest(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  const fromHeader = header ? BEARER.exec(header)?.[1] : undefined;
  const token = fromHeader ?? readCookies(req.headers.cookie)[TOKEN_COOKIE];
  return token && JWT_SHAPE.test(token) ? token : null;
}

/**
 * The signed-in user, or null: the JWT must verify (HS256, AUTH_SECRET, unexpired) and its
 * session row must still be live (logout and password changes revoke rows).
 */
export async function authenticate(req: IncomingMessage): Promise<AuthUser | null> {
  const token = tokenFromRequest(req);
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  return sessionRepository.findActiveUser(claims.tokenId, claims.userId);
}
