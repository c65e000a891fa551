import type { Locale } from '@/lib/locales';
import type { Logger } from '../../http/logger';
import { consumeOrThrow } from '../../rate-limit/rate-limit';
import * as userRepository from '../../repositories/user-repository';
import { inBackground } from '../../background-work';
import { sendAccountLink } from './send-account-link';

/**
 * Mails a new verification link to an unverified account. Unknown and already verified
 * emails get the same reply, and the work happens after it (see inBackground).
 */
export async function requestVerificationMail(
  email: string,
  context: { locale: Locale; log: Logger },
): Promise<{ sent: true }> {
  await consumeOrThrow('verifyMail', email);
  inBackground(
    async () => {
      const user = await userRepository.findByEmail(email);
      if (user && !user.emailVerifiedAt) await sendAccountLink(user, 'verify_email', context.locale, context.log);
    },
    context.log,
    'verification mail',
  );
  return { sent: true };
}
