import type { Locale } from '@/lib/locales';
import type { ChangePasswordInput } from '@/schemas/auth';
import type { AuthUser } from '../../auth/auth-user';
import { hashPassword, verifyPassword } from '../../auth/password';
import { getDb } from '../../db/client';
import { fieldError } from '../../http/validation';
import { consumeOrThrow, refund } from '../../rate-limit/rate-limit';
import { serverMessage } from '../../i18n/server-messages';
import * as sessionRepository from '../../repositories/session-repository';
import * as userRepository from '../../repositories/user-repository';
import { assertPasswordAllowed } from './assert-password-allowed';

/**
 * Needs the current password (a stolen session alone cannot take the account over), with
 * at most 5 wrong ones per 15 minutes (counted as login's are), then ends every other
 * session: whoever else was signed in with the old password is out.
 */
export async function changePassword(
  user: AuthUser,
  input: ChangePasswordInput,
  locale: Locale,
): Promise<{ changed: true }> {
  await consumeOrThrow('changePassword', user.id);
  const row = await userRepository.findById(user.id);
  const valid = row?.passwordHash ? await verifyPassword(row.passwordHash, input.current_password) : false;
  if (!valid) throw fieldError('current_password', serverMessage('currentPasswordIncorrect', locale));
  await refund('changePassword', user.id);
  assertPasswordAllowed(input.new_password, 'new_password', locale);

  const passwordHash = await hashPassword(input.new_password);
  await getDb().transaction(async (tx) => {
    await userRepository.updatePasswordHash(user.id, passwordHash, tx);
    await sessionRepository.revokeAllForUserExcept(user.id, user.sessionId, tx);
  });
  return { changed: true };
}
