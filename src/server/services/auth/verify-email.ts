import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import * as userRepository from '../../repositories/user-repository';
import { consumeOneTimeToken } from './consume-one-time-token';

/** Verifies the account a verification link was sent for (the token is spent). */
export async function verifyEmail(token: string): Promise<{ verified: true; email: string }> {
  return getDb().transaction(async (tx) => {
    const row = await consumeOneTimeToken(token, 'verify_email', tx);
    await userRepository.markEmailVerified(row.userId, tx);
    const user = await userRepository.findById(row.userId, tx);
    // The cascade removes tokens with their user, so this is only a safety net.
    if (!user) throw new AppError('TOKEN_INVALID', 'This link is invalid or has already been used.');
    return { verified: true as const, email: user.email };
  });
}
