import { hashOneTimeToken } from '../../auth/one-time-token';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import { appLink } from '../../mail/app-link';
import { sendMail } from '../../mail/send-mail';
import { newsletterWelcomeMail } from '../../mail/templates/newsletter-mails';
import * as subscriberRepository from '../../repositories/newsletter-subscriber-repository';
import { inBackground } from '../../background-work';
import { unsubscribeLinks } from './newsletter-links';

/**
 * POST /api/newsletter/confirm: the mailed link confirms the subscription, once it is opened
 * within its 7 days. Opening it again answers the same (the link is kept until the address
 * unsubscribes or asks for a new one), so a second click is not an error. The first
 * confirmation sends the welcome mail.
 */
export async function confirmSubscription(token: string, log: Logger): Promise<{ confirmed: true; email: string }> {
  const subscriber = await subscriberRepository.findByConfirmTokenHash(hashOneTimeToken(token));
  if (!subscriber || subscriber.status === 'unsubscribed') {
    throw new AppError('TOKEN_INVALID', 'This confirmation link is invalid or has been replaced by a newer one.');
  }
  if (subscriber.status === 'confirmed') return { confirmed: true, email: subscriber.email };
  if (!subscriber.confirmTokenExpiresAt || subscriber.confirmTokenExpiresAt.getTime() <= Date.now()) {
    throw new AppError('TOKEN_EXPIRED', 'This confirmation link has expired. Subscribe again to get a new one.');
  }
  await subscriberRepository.markConfirmed(subscriber.id);
  const { language, email, unsubscribeToken } = subscriber;
  inBackground(
    () =>
      sendMail(
        newsletterWelcomeMail(
          language,
          email,
          appLink(language, '/posts'),
          unsubscribeLinks(language, unsubscribeToken),
        ),
        { log },
      ),
    log,
    'newsletter welcome mail',
  );
  return { confirmed: true, email };
}
