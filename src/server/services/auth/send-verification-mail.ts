import type { Locale } from '@/lib/locales';
import { createOneTimeToken, VERIFY_EMAIL_TTL_MS } from '../../auth/one-time-token';
import type { User } from '../../db/schema/auth';
import type { Logger } from '../../http/logger';
import { appLink } from '../../mail/app-link';
import { sendMail } from '../../mail/send-mail';
import { verifyEmailMail } from '../../mail/templates/verify-email-mail';
import * as authTokenRepository from '../../repositories/auth-token-repository';

/** Issues a 24-hour verification token for the user and mails its link. */
export async function sendVerificationMail(
  user: Pick<User, 'id' | 'email' | 'name'>,
  locale: Locale,
  log: Logger,
): Promise<void> {
  const { token, hash } = createOneTimeToken();
  await authTokenRepository.create({
    userId: user.id,
    purpose: 'verify_email',
    tokenHash: hash,
    expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_MS),
  });
  const link = appLink(locale, '/authen/verify-email', { token });
  await sendMail(verifyEmailMail(locale, user, link), { log, link });
}
