import type { Locale } from '@/lib/locales';
import type { RegisterInput } from '@/schemas/auth';
import { hashPassword } from '../../auth/password';
import { toUserDto, type UserDto } from '../../auth/user-dto';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import { consumeOrThrow } from '../../rate-limit/rate-limit';
import { ipLimitKey } from '../../http/client-ip';
import * as userRepository from '../../repositories/user-repository';
import { assertPasswordAllowed } from './assert-password-allowed';
import { sendAccountLink } from './send-account-link';

/**
 * Creates an unverified account and mails its verification link. The 409 for a taken
 * email is the one place the API says an account exists (the contract requires it); the
 * per-IP limit keeps that from being a cheap way to test addresses.
 */
export async function registerUser(
  input: RegisterInput,
  context: { ip: string; locale: Locale; log: Logger },
): Promise<UserDto> {
  await consumeOrThrow('register', ipLimitKey(context.ip));
  assertPasswordAllowed(input.password, 'password', context.locale);
  const user = await userRepository.create({
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password),
  });
  if (!user) throw new AppError('REGISTER_FAILED', 'An account with this email already exists.');
  try {
    await sendAccountLink(user, 'verify_email', context.locale, context.log);
  } catch (error) {
    // The account exists either way; the user can ask for a new link (request-verify-mail).
    context.log.error({ err: error }, 'verification mail after sign-up failed');
  }
  return toUserDto(user);
}
