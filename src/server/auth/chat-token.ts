import type { IncomingMessage } from 'node:http';
import { jwtVerify, SignJWT } from 'jose';
import { env } from '../env';

/**
 * The credential of a visitor's conversation (DESIGN.md §4): a JWT naming the visitor
 * (`sub`) and the chat session (`sid`), signed with AUTH_SECRET and sent back by the
 * widget as `X-Chat-Token`. It opens only that conversation — the visitor id alone, which
 * the browser also keeps, opens nothing. Its audience keeps it from passing as a sign-in
 * token and the other way round.
 */

const CHAT_TOKEN_HEADER = 'x-chat-token';
/**
 * A visitor who comes back within this time resumes; later they register again.
 * @internal exported for the tests
 */
export const CHAT_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

const ISSUER = 'learnhub';
const AUDIENCE = 'learnhub-chat';
const ALGORITHM = 'HS256';
const secretKey = new TextEncoder().encode(env.AUTH_SECRET);

export interface ChatTokenClaims {
  visitorId: string;
  sessionId: string;
}

export async function issueChatToken(claims: ChatTokenClaims, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.visitorId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CHAT_TOKEN_TTL_SECONDS)
    .sign(secretKey);
}

/** Signature, algorithm, issuer, audience and expiry; null for anything else. */
export async function verifyChatToken(token: string): Promise<ChatTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { visitorId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The X-Chat-Token of a request, when it has the shape of one. */
export function chatTokenFromRequest(req: IncomingMessage): string | null {
  const header = req.headers[CHAT_TOKEN_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= 2048 && JWT_SHAPE.test(value) ? value : null;
}
