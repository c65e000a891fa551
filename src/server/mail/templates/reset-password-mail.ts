import type { Locale } from '@/lib/locales';
import { serverTranslator } from '../../i18n/server-translations';
import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

/** The link that lets the owner of an account choose a new password (30 minutes). */
export function resetPasswordMail(locale: Locale, to: { email: string; name: string }, link: string): MailMessage {
  const t = serverTranslator(locale, 'mail');
  return renderMail(locale, to.email, {
    subject: t('resetPassword.subject'),
    greeting: t('layout.greeting', { name: to.name }),
    intro: [t('resetPassword.intro')],
    link: { url: link, label: t('resetPassword.action') },
    outro: [t('resetPassword.outro')],
  });
}
