import type { ContactMessage } from '../../db/schema/contact';
import { serverTranslator } from '../../i18n/server-translations';
import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

/**
 * The team's copy of a contact-form message, in the language the visitor wrote from (the
 * language to answer in). "Reply" goes to the visitor. Every value is the visitor's text:
 * the layout escapes it for the HTML part.
 */
export function contactNotificationMail(to: string, message: ContactMessage): MailMessage {
  const locale = message.language;
  const t = serverTranslator(locale, 'mail');
  const mail = renderMail(locale, to, {
    subject: t('contactNotification.subject', { subject: message.subject }),
    greeting: t('contactNotification.intro'),
    intro: [
      t('contactNotification.from', { name: message.name, email: message.email }),
      t('contactNotification.phone', { phone: message.phone ?? t('contactNotification.noPhone') }),
      t('contactNotification.topic', { subject: message.subject }),
      ...message.message.split(/\n{2,}/),
    ],
    outro: [t('contactNotification.outro')],
    signature: t('contactNotification.signature', { id: message.id }),
  });
  return { ...mail, replyTo: message.email };
}
