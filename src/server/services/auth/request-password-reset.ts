import type { Locale } from '@/lib/locales';
import type { Logger } from '../../http/logger';
import { consumeOrThrow } from '../../rate-limit/rate-limit';
import * as userRepository from '../../repositories/user-repository';
import { inBackground } from '../../background-work';
import { sendAccountLink } from './send-account-link';

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
      if (user) await sendAccountLink(user, 'reset_password', context.locale, context.log);
    },
    context.log,
    'password reset mail',
  );
  return { sent: true };
}
