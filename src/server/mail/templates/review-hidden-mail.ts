import type { Locale } from '@/lib/locales';
import { serverTranslator } from '../../i18n/server-translations';
import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

export interface ReviewHiddenFacts {
  courseTitle: string;
  /** The admin's reason, as written. */
  reason: string;
  /** The review as the learner wrote it ('' for a rating alone). */
  body: string;
  /** The course's page, where the learner can edit or delete it. */
  link: string;
}

/** Tells a learner an admin hid their review of a course, and why: in the language they wrote it in. */
export function reviewHiddenMail(
  locale: Locale,
  to: { email: string; name: string },
  facts: ReviewHiddenFacts,
): MailMessage {
  const t = serverTranslator(locale, 'mail');
  return renderMail(locale, to.email, {
    subject: t('reviewHidden.subject', { title: facts.courseTitle }),
    greeting: t('layout.greeting', { name: to.name }),
    intro: [t('reviewHidden.intro', { title: facts.courseTitle }), t('reviewHidden.reason', { reason: facts.reason })],
    link: { url: facts.link, label: t('reviewHidden.action') },
    outro: [...(facts.body ? [t('reviewHidden.quote'), ...facts.body.split(/\n{2,}/)] : []), t('reviewHidden.outro')],
  });
}
