import { hashOneTimeToken } from '../../auth/one-time-token';
import type { AuthToken, AuthTokenPurpose } from '../../db/schema/auth';
import type { Executor } from '../../db/types';
import { AppError } from '../../http/app-error';
import * as authTokenRepository from '../../repositories/auth-token-repository';

/**
 * Spends a mailed token: TOKEN_INVALID when unknown, of another purpose or already used;
 * TOKEN_EXPIRED when past its expiry. Marking it used is conditional, so two concurrent
 * requests with one token cannot both succeed.
 */
export async function consumeOneTimeToken(
  token: string,
  purpose: AuthTokenPurpose,
  db: Executor,
  now: Date = new Date(),
): Promise<AuthToken> {
  const row = await authTokenRepository.findByHash(hashOneTimeToken(token), purpose, db);
  if (!row || row.usedAt) throw new AppError('TOKEN_INVALID', 'This link is invalid or has already been used.');
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('TOKEN_EXPIRED', 'This link has expired. Ask for a new one.');
  }
  if (!(await authTokenRepository.markUsed(row.id, db))) {
    throw new AppError('TOKEN_INVALID', 'This link is invalid or has already been used.');
  }
  return row;
}
