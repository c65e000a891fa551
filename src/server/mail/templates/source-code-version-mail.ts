import type { Locale } from '@/lib/locales';
import { serverTranslator } from '../../i18n/server-translations';
import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

export interface NewVersionFacts {
  title: string;
  version: string;
  /** What changed, in the buyer's language, a paragraph per entry. */
  changelog: string[];
  /** The product's page, where the download is. */
  link: string;
}

/** Tells a buyer a source code they own has a new version to download. */
export function sourceCodeVersionMail(
  locale: Locale,
  to: { email: string; name: string },
  facts: NewVersionFacts,
): MailMessage {
  const t = serverTranslator(locale, 'mail');
  return renderMail(locale, to.email, {
    subject: t('newVersion.subject', { title: facts.title, version: facts.version }),
    greeting: t('layout.greeting', { name: to.name }),
    intro: [t('newVersion.intro', { title: facts.title, version: facts.version }), ...facts.changelog],
    link: { url: facts.link, label: t('newVersion.action') },
    outro: [t('newVersion.outro')],
  });
}
