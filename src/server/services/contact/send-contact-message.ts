import { randomUUID } from 'node:crypto';
import type { Locale } from '@/lib/locales';
import type { ContactReply } from '@/lib/content/contact-types';
import type { ContactInput } from '@/schemas/contact';
import type { ContactMessage } from '../../db/schema/contact';
import { env } from '../../env';
import type { Logger } from '../../http/logger';
import { sendMail } from '../../mail/send-mail';
import { contactNotificationMail } from '../../mail/templates/contact-notification-mail';
import { consumeOrThrow } from '../../rate-limit/rate-limit';
import { ipLimitKey } from '../../http/client-ip';
import * as contactMessageRepository from '../../repositories/contact-message-repository';
import * as userRepository from '../../repositories/user-repository';
import { inBackground } from '../../background-work';

/**
 * POST /api/contacts: stores the message and mails it to the team (CONTACT_TO, or every
 * admin when that is unset). Limited to 5 per hour per IP. A filled honeypot field is a bot:
 * it gets the same kind of reply as a person — so it learns nothing — but nothing is stored
 * or mailed. The mail goes after the reply: an SMTP failure must not lose a stored message.
 */
export async function sendContactMessage(
  input: ContactInput,
  context: { ip: string; locale: Locale; log: Logger },
): Promise<ContactReply> {
  await consumeOrThrow('contact', ipLimitKey(context.ip));
  if (input.website) {
    context.log.info('contact form: honeypot filled, message dropped');
    return { id: randomUUID() };
  }
  const message = await contactMessageRepository.create({
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    subject: input.subject,
    message: input.message,
    language: context.locale,
  });
  inBackground(() => notifyTeam(message, context.log), context.log, 'contact notification mail');
  return { id: message.id };
}

async function notifyTeam(message: ContactMessage, log: Logger): Promise<void> {
  const recipients = env.CONTACT_TO ?? (await userRepository.listAdminEmails());
  if (recipients.length === 0) {
    log.warn({ contactMessageId: message.id }, 'contact message stored, but nobody to mail it to: set CONTACT_TO');
    return;
  }
  for (const to of recipients) await sendMail(contactNotificationMail(to, message), { log });
}
