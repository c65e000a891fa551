import type { Locale } from '@/lib/locales';
import { createOneTimeToken, RESET_PASSWORD_TTL_MS } from '../../auth/one-time-token';
import type { Logger } from '../../http/logger';
import { appLink } from '../../mail/app-link';
import { sendMail } from '../../mail/send-mail';
import { resetPasswordMail } from '../../mail/templates/reset-password-mail';
import { consumeOrThrow } from '../../rate-limit/rate-limit';
import * as authTokenRepository from '../../repositories/auth-token-repository';
import * as userRepository from '../../repositories/user-repository';
import { inBackground } from '../../background-work';

/**
 * Mails a 30-minute reset link when the email has an account (Google-only accounts too: a
 * reset gives them a password). The reply is the same for unknown emails, and the work
 * happens after it (see inBackground).
 */
export async function requestPasswordReset(
  email: string,
  context: { locale: Locale; log: Logger },
): Promise<{ sent: true }> {
  await consumeOrThrow('forgetPassword', email);
  inBackground(
    async () => {
      const user = await userRepository.findByEmail(email);
      if (!user) return;
      const { token, hash } = createOneTimeToken();
      await authTokenRepository.create({
        userId: user.id,
        purpose: 'reset_password',
        tokenHash: hash,
        expiresAt: new Date(Date.now() + RESET_PASSWORD_TTL_MS),
      });
      const link = appLink(context.locale, '/authen/reset-password', { token });
      await sendMail(resetPasswordMail(context.locale, user, link), { log: context.log, link });
    },
    context.log,
    'password reset mail',
  );
  return { sent: true };
}
