import type { LoginReply } from '@/lib/auth/account-types';
import type { LoginInput } from '@/schemas/auth';
import { dummyPasswordHash } from '../../auth/dummy-password-hash';
import { verifyPassword } from '../../auth/password';
import { getDb } from '../../db/client';
import { ipLimitKey } from '../../http/client-ip';
import { AppError } from '../../http/app-error';
import { consumeOrThrow, refund, resetLimit } from '../../rate-limit/rate-limit';
import * as userRepository from '../../repositories/user-repository';
import { assertEnabled } from './assert-enabled';
import { startSession } from './start-session';

const LOGIN_FAILED_DETAIL = 'Email or password is incorrect.';

// Made when the route loads, so the first unknown-email login is not slower than the rest.
void dummyPasswordHash();

/**
 * Password sign-in. An unknown email, an account without a password (Google only) and a
 * wrong password all verify one argon2 hash and get the same 401, so neither the reply nor
 * its timing tells whether the account exists. Only failures count toward the limits:
 * every attempt is counted before its password is checked, and a success gives its
 * points back (see `refund`).
 */
export async function logIn(input: LoginInput, context: { ip: string }): Promise<LoginReply> {
  const perIp = `${input.email}|${ipLimitKey(context.ip)}`;
  await consumeOrThrow('loginEmailIp', perIp);
  await consumeOrThrow('loginEmail', input.email);

  const user = await userRepository.findByEmail(input.email);
  const hash = user?.passwordHash ?? (await dummyPasswordHash());
  const valid = (await verifyPassword(hash, input.password)) && user?.passwordHash != null;
  if (!user || !valid) throw new AppError('LOGIN_FAILED', LOGIN_FAILED_DETAIL);
  await Promise.all([resetLimit('loginEmailIp', perIp), refund('loginEmail', input.email)]);
  // A password reset or change that commits while this login checks the old password
  // revokes the sessions that exist then; the one this login adds must not outlive it. So
  // the session starts under the user's row lock, and only if the password is unchanged.
  return getDb().transaction(async (tx) => {
    const current = await userRepository.lockById(user.id, tx);
    if (current?.passwordHash !== user.passwordHash) throw new AppError('LOGIN_FAILED', LOGIN_FAILED_DETAIL);
    // Said only to someone who knows the password: a stranger learns nothing about the account.
    assertEnabled(current);
    return startSession(current, tx);
  });
}
