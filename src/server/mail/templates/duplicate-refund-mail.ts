import type { Locale } from '@/lib/locales';
import { serverTranslator } from '../../i18n/server-translations';
import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

export interface DuplicateRefundFacts {
  code: string;
  /** The lines the buyer already owned, one per entry ("Title: 199.000 VND"). */
  lines: string[];
  /** Formatted (spec §9). */
  amount: string;
  /** Whether the gateway took the refund; otherwise the team refunds by hand. */
  refunded: boolean;
  link: string;
}

/** Tells a buyer that part of a paid order was already theirs, and what became of the money. */
export function duplicateRefundMail(
  locale: Locale,
  to: { email: string; name: string },
  facts: DuplicateRefundFacts,
): MailMessage {
  const t = serverTranslator(locale, 'mail');
  return renderMail(locale, to.email, {
    subject: t('duplicateRefund.subject', { code: facts.code }),
    greeting: t('layout.greeting', { name: to.name }),
    intro: [
      t('duplicateRefund.intro', { code: facts.code }),
      ...facts.lines,
      t(facts.refunded ? 'duplicateRefund.refunded' : 'duplicateRefund.failed', { amount: facts.amount }),
    ],
    link: { url: facts.link, label: t('duplicateRefund.action') },
    outro: [t('duplicateRefund.outro')],
  });
}
