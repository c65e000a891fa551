import { SITE_TIME_ZONE } from '@/lib/format/date';
import { intlLocale, type Locale } from '@/lib/locales';
import { serverTranslator } from '../../i18n/server-translations';
import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

export interface ReceiptFacts {
  code: string;
  paidAt: Date;
  /** Formatted amounts (spec §9). */
  total: string;
  /** One line per item: "Title (variant): 199.000 VND". */
  lines: string[];
  /** The order page: items, delivered codes, downloads. */
  link: string;
}

// Vietnam's time for everyone: the shop's receipts read the same wherever the buyer is. The
// day and the hour apart, for the sentence to join: ICU's Vietnamese date-and-time pattern
// starts with its own "lúc" ("at"), which a sentence saying "paid at" would repeat.
const paidAtIn = (locale: Locale, date: Date) => {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: SITE_TIME_ZONE }).format(date);
  return { paidOn: format({ dateStyle: 'long' }), paidAt: format({ timeStyle: 'short' }) };
};

/** The buyer's receipt of a paid order. */
export function receiptMail(locale: Locale, to: { email: string; name: string }, facts: ReceiptFacts): MailMessage {
  const t = serverTranslator(locale, 'mail');
  return renderMail(locale, to.email, {
    subject: t('receipt.subject', { code: facts.code }),
    greeting: t('layout.greeting', { name: to.name }),
    intro: [
      t('receipt.paid', { code: facts.code, ...paidAtIn(locale, facts.paidAt) }),
      ...facts.lines,
      t('receipt.total', { total: facts.total }),
      t('receipt.ready'),
    ],
    link: { url: facts.link, label: t('receipt.action') },
    outro: [t('receipt.outro')],
  });
}
