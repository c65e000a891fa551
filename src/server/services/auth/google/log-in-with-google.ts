import type { LoginReply } from '@/lib/auth/account-types';
import { DEFAULT_LOCALE } from '@/lib/locales';
import type { GoogleLoginInput } from '@/schemas/auth';
import { normalizeEmail } from '../../../auth/normalize-email';
import { getDb } from '../../../db/client';
import type { User } from '../../../db/schema/auth';
import { AppError } from '../../../http/app-error';
import type { Logger } from '../../../http/logger';
import * as sessionRepository from '../../../repositories/session-repository';
import * as userRepository from '../../../repositories/user-repository';
import { assertEnabled } from '../assert-enabled';
import { startSession } from '../start-session';
import { googleConfig } from './google-config';
import { exchangeCode, fetchProfile } from './google-provider';
import { readStateCookie } from './oauth-state-cookie';

const FAILED = 'Google sign-in failed. Please try again.';

/**
 * Step 2 of the authorization-code flow: the state must match the cookie set in step 1;
 * the code is exchanged server-side with the cookie's PKCE verifier (the provider refuses a
 * code asked for with another challenge); only a provider-verified email is trusted. The
 * account with that email is signed in (and marked verified), or created without a password.
 */
export async function logInWithGoogle(
  input: GoogleLoginInput,
  context: { stateCookie: string | undefined; log: Logger },
): Promise<LoginReply & { redirect_url: string | null }> {
  const saved = readStateCookie(context.stateCookie);
  // The code was issued for the return page of the sign-in's language: the exchange names it.
  const config = googleConfig(saved?.locale ?? DEFAULT_LOCALE);
  if (!saved || saved.state !== input.state) {
    context.log.warn('google sign-in: state missing or not matching the cookie');
    throw new AppError('LOGIN_FAILED', FAILED);
  }
  let profile;
  try {
    profile = await fetchProfile(config, await exchangeCode(config, input.code, saved.codeVerifier));
  } catch (error) {
    context.log.warn({ err: error }, 'google sign-in: provider exchange failed');
    throw new AppError('LOGIN_FAILED', FAILED);
  }
  if (!profile.emailVerified) {
    throw new AppError('LOGIN_FAILED', 'Your Google account email is not verified, so it cannot be used to sign in.');
  }
  const found = await findOrCreateUser(normalizeEmail(profile.email), profile.name);
  // Under the user's row lock, as a disable takes it: the session starts only if the account
  // is still enabled, so none outlives a disable that commits meanwhile.
  return getDb().transaction(async (tx) => {
    const user = (await userRepository.lockById(found.id, tx)) ?? found;
    assertEnabled(user);
    return { ...(await startSession(user, tx)), redirect_url: saved.redirectUrl };
  });
}

async function findOrCreateUser(email: string, name: string | null): Promise<User> {
  const existing = await userRepository.findByEmail(email);
  if (existing) {
    if (!existing.emailVerifiedAt) await claimUnverifiedAccount(existing.id);
    return (await userRepository.findById(existing.id)) ?? existing;
  }
  const created = await userRepository.create({
    email,
    name: name ?? email.split('@')[0]!,
    emailVerifiedAt: new Date(),
  });
  // Lost a race with a concurrent first sign-in of the same person: use their row.
  return created ?? (await userRepository.findByEmail(email))!;
}

/**
 * Someone may have signed up with this email and a password without owning the mailbox
 * (account pre-hijacking). Google has now proved who owns it, so the unproven password
 * and its sessions go; the owner can set a password with "forgot password".
 */
async function claimUnverifiedAccount(userId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    await userRepository.markEmailVerified(userId, tx);
    await userRepository.updatePasswordHash(userId, null, tx);
    await sessionRepository.revokeAllForUser(userId, tx);
  });
}
