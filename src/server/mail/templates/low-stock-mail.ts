import type { Locale } from '@/lib/locales';
import { serverTranslator } from '../../i18n/server-translations';
import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

export interface LowStockFacts {
  product: string;
  variant: string;
  available: number;
  threshold: number;
  /** The product in the back office's account store. */
  link: string;
}

/** Tells the team a variant's stock for sale fell to its threshold (once, until restocked). */
export function lowStockMail(locale: Locale, to: string, facts: LowStockFacts): MailMessage {
  const t = serverTranslator(locale, 'mail');
  return renderMail(locale, to, {
    subject: t('lowStock.subject', { product: facts.product, variant: facts.variant }),
    greeting: t('lowStock.greeting'),
    intro: [t('lowStock.left', { count: facts.available, threshold: facts.threshold })],
    link: { url: facts.link, label: t('lowStock.action') },
    outro: [t('lowStock.outro')],
  });
}
