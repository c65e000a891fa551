import type { Locale } from '@/lib/locales';
import type { ResetPasswordInput } from '@/schemas/auth';
import { hashPassword } from '../../auth/password';
import { getDb } from '../../db/client';
import * as authTokenRepository from '../../repositories/auth-token-repository';
import * as sessionRepository from '../../repositories/session-repository';
import * as userRepository from '../../repositories/user-repository';
import { assertPasswordAllowed } from './assert-password-allowed';
import { consumeOneTimeToken } from './consume-one-time-token';

/**
 * Sets a new password from a reset link, then ends every session and spends every other
 * reset link of the account. The password is checked before the token is spent, so a
 * refused password does not cost the user their link.
 */
export async function resetPassword(input: ResetPasswordInput, locale: Locale): Promise<{ reset: true }> {
  assertPasswordAllowed(input.password, 'password', locale);
  const passwordHash = await hashPassword(input.password);
  await getDb().transaction(async (tx) => {
    const token = await consumeOneTimeToken(input.token, 'reset_password', tx);
    await userRepository.updatePasswordHash(token.userId, passwordHash, tx);
    // Opening the mailed link proved the mailbox is theirs.
    await userRepository.markEmailVerified(token.userId, tx);
    await sessionRepository.revokeAllForUser(token.userId, tx);
    await authTokenRepository.markAllUsedForUser(token.userId, 'reset_password', tx);
  });
  return { reset: true };
}
