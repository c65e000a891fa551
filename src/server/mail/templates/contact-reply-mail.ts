import { SITE_TIME_ZONE } from '@/lib/format/date';
import { intlLocale, type Locale } from '@/lib/locales';
import { serverTranslator } from '../../i18n/server-translations';
import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

export interface ContactReplyFacts {
  /** The visitor's message: its subject, text and when it was sent. */
  subject: string;
  message: string;
  sentAt: Date;
  /** The answer, as the admin wrote it. */
  answer: string;
  /** The admin who answers, who signs it. */
  author: string;
}

/** The day in Vietnam's time, like the receipts: the team and the visitor read the same date. */
const dayOf = (locale: Locale, date: Date) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(date);

/** The team's answer to a contact message, in the language the visitor wrote from, quoting what they wrote. */
export function contactReplyMail(
  locale: Locale,
  to: { email: string; name: string },
  facts: ContactReplyFacts,
  replyTo?: string,
): MailMessage {
  const t = serverTranslator(locale, 'mail');
  const paragraphs = (text: string) =>
    text
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean);
  return {
    ...renderMail(locale, to.email, {
      subject: t('contactReply.subject', { subject: facts.subject }),
      greeting: t('layout.greeting', { name: to.name }),
      intro: paragraphs(facts.answer),
      outro: [t('contactReply.quote', { date: dayOf(locale, facts.sentAt) }), ...paragraphs(facts.message)],
      signature: t('contactReply.signature', { name: facts.author }),
    }),
    ...(replyTo ? { replyTo } : {}),
  };
}
