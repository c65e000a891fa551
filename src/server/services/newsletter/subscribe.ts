import { randomBytes } from 'node:crypto';
import type { Locale } from '@/lib/locales';
import { createOneTimeToken } from '../../auth/one-time-token';
import type { Logger } from '../../http/logger';
import { appLink } from '../../mail/app-link';
import { sendMail } from '../../mail/send-mail';
import { newsletterAlreadySubscribedMail, newsletterConfirmMail } from '../../mail/templates/newsletter-mails';
import { consumeOrThrow } from '../../rate-limit/rate-limit';
import { ipLimitKey } from '../../http/client-ip';
import * as subscriberRepository from '../../repositories/newsletter-subscriber-repository';
import { inBackground } from '../../background-work';
import { NEWSLETTER_CONFIRM_PATH, unsubscribeLinks } from './newsletter-links';

const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * POST /api/newsletter: double opt-in. A new, pending or unsubscribed address gets a fresh
 * confirmation link (it is subscribed only once that link is opened); a confirmed one gets
 * a note that it already is. The reply is the same in every case and the work happens after
 * it (inBackground), so the API does not tell who subscribes. Limited per IP and per address.
 */
export async function subscribe(
  email: string,
  context: { ip: string; locale: Locale; log: Logger },
): Promise<{ sent: true }> {
  await consumeOrThrow('newsletterIp', ipLimitKey(context.ip));
  await consumeOrThrow('newsletterEmail', email);
  inBackground(() => mailSubscriber(email, context.locale, context.log), context.log, 'newsletter subscription mail');
  return { sent: true };
}

async function mailSubscriber(email: string, locale: Locale, log: Logger): Promise<void> {
  const existing = await subscriberRepository.findByEmail(email);
  if (existing?.status === 'confirmed') {
    const mail = newsletterAlreadySubscribedMail(
      existing.language,
      email,
      appLink(existing.language, '/posts'),
      unsubscribeLinks(existing.language, existing.unsubscribeToken),
    );
    await sendMail(mail, { log });
    return;
  }
  const { token, hash } = createOneTimeToken();
  const pending = {
    language: locale,
    confirmTokenHash: hash,
    confirmTokenExpiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_TTL_MS),
  };
  const subscriber = existing
    ? await subscriberRepository.restartPending(existing.id, pending)
    : await subscriberRepository.createPending({
        ...pending,
        email,
        unsubscribeToken: randomBytes(32).toString('base64url'),
      });
  // A concurrent request for the same address won the insert: its mail is on its way.
  if (!subscriber) return;
  const link = appLink(locale, NEWSLETTER_CONFIRM_PATH, { token });
  const mail = newsletterConfirmMail(locale, email, link, unsubscribeLinks(locale, subscriber.unsubscribeToken));
  await sendMail(mail, { log, link });
}
