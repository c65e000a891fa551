import type { Locale } from '@/lib/locales';
import { createOneTimeToken, RESET_PASSWORD_TTL_MS, VERIFY_EMAIL_TTL_MS } from '../../auth/one-time-token';
import type { AuthTokenPurpose, User } from '../../db/schema/auth';
import type { Logger } from '../../http/logger';
import { appLink } from '../../mail/app-link';
import { sendMail } from '../../mail/send-mail';
import { resetPasswordMail } from '../../mail/templates/reset-password-mail';
import { verifyEmailMail } from '../../mail/templates/verify-email-mail';
import * as authTokenRepository from '../../repositories/auth-token-repository';

/** Each single-use link: how long it lives, the page it opens and the mail that carries it. */
const LINKS = {
  verify_email: { ttlMs: VERIFY_EMAIL_TTL_MS, page: '/authen/verify-email', mail: verifyEmailMail },
  reset_password: { ttlMs: RESET_PASSWORD_TTL_MS, page: '/authen/reset-password', mail: resetPasswordMail },
} as const;

/**
 * Issues a single-use token for the user (24-hour verification, 30-minute reset) and mails
 * its link. Only the token's hash is stored (see auth_tokens).
 */
export async function sendAccountLink(
  user: Pick<User, 'id' | 'email' | 'name'>,
  purpose: AuthTokenPurpose,
  locale: Locale,
  log: Logger,
): Promise<void> {
  const { ttlMs, page, mail } = LINKS[purpose];
  const { token, hash } = createOneTimeToken();
  await authTokenRepository.create({
    userId: user.id,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  const link = appLink(locale, page, { token });
  await sendMail(mail(locale, user, link), { log, link });
}
