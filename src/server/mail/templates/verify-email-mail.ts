import type { Locale } from '@/lib/locales';
import { serverTranslator } from '../../i18n/server-translations';
import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

/** The link that proves the address of a new account (24 hours). */
export function verifyEmailMail(locale: Locale, to: { email: string; name: string }, link: string): MailMessage {
  const t = serverTranslator(locale, 'mail');
  return renderMail(locale, to.email, {
    subject: t('verifyEmail.subject'),
    greeting: t('layout.greeting', { name: to.name }),
    intro: [t('verifyEmail.intro')],
    link: { url: link, label: t('verifyEmail.action') },
    outro: [t('verifyEmail.outro')],
  });
}
