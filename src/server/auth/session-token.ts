import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Executor } from '../db/types';
import { env } from '../env';
import * as sessionRepository from '../repositories/session-repository';

/** Matches the `token` cookie's life (spec §9: 259200 s). */
const SESSION_TTL_SECONDS = 3 * 24 * 60 * 60;

const ISSUER = 'learnhub';
const ALGORITHM = 'HS256';
const secretKey = new TextEncoder().encode(env.AUTH_SECRET);

export interface IssuedSessionToken {
  /** The JWT to hand to the client (bearer header or `token` cookie). */
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/**
 * Starts a session: stores its row, then signs a JWT whose `jti` names that row, so the
 * session can be revoked before the JWT expires. `now` lets tests mint expired tokens.
 */
export async function issueSessionToken(
  userId: string,
  options: { now?: Date; ttlSeconds?: number; db?: Executor } = {},
): Promise<IssuedSessionToken> {
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + (options.ttlSeconds ?? SESSION_TTL_SECONDS) * 1000);
  const tokenId = randomUUID();
  const session = await sessionRepository.create({ userId, tokenId, expiresAt }, options.db);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setJti(tokenId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey);
  return { token, sessionId: session.id, expiresAt };
}

export interface SessionClaims {
  userId: string;
  tokenId: string;
}

/** Checks signature, algorithm, issuer and expiry only; null for any bad token. */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey, { algorithms: [ALGORITHM], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return { userId: payload.sub, tokenId: payload.jti };
  } catch {
    return null;
  }
}
