import type { Locale } from '@/lib/locales';
import { serverTranslator } from '../../i18n/server-translations';
import type { MailMessage } from '../mail-message';
import { renderMail, type MailContent } from '../render-mail';

/**
 * The newsletter's mails. Every one carries the way out: an unsubscribe link in its small
 * print, and the List-Unsubscribe headers (RFC 2369 / RFC 8058) mail clients turn into their
 * own one-click "Unsubscribe" button.
 */

export interface UnsubscribeLinks {
  /** The page a person opens from the mail. */
  page: string;
  /** The API endpoint mail clients POST to (RFC 8058 one-click). */
  oneClick: string;
}

type Parts = Pick<MailContent, 'subject' | 'intro' | 'link' | 'outro' | 'rich'>;

function newsletterMail(locale: Locale, to: string, parts: Parts, unsubscribe: UnsubscribeLinks): MailMessage {
  const t = serverTranslator(locale, 'mail');
  const message = renderMail(locale, to, {
    ...parts,
    greeting: t('layout.greetingUnnamed'),
    smallPrint: { text: t('newsletter.smallPrint'), url: unsubscribe.page, label: t('newsletter.unsubscribe') },
  });
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The double opt-in's link (7 days). */
export function newsletterConfirmMail(
  locale: Locale,
  to: string,
  link: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  const t = serverTranslator(locale, 'mail');
  const parts: Parts = {
    subject: t('newsletter.confirm.subject'),
    intro: [t('newsletter.confirm.intro'), t('newsletter.confirm.deadline')],
    link: { url: link, label: t('newsletter.confirm.action') },
    outro: [t('newsletter.confirm.outro')],
  };
  return newsletterMail(locale, to, parts, unsubscribe);
}

/** Sent once the subscription is confirmed. */
export function newsletterWelcomeMail(
  locale: Locale,
  to: string,
  postsLink: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  const t = serverTranslator(locale, 'mail');
  const parts: Parts = {
    subject: t('newsletter.welcome.subject'),
    intro: [t('newsletter.welcome.intro'), t('newsletter.welcome.whileYouWait')],
    link: { url: postsLink, label: t('newsletter.blogAction') },
    outro: [],
  };
  return newsletterMail(locale, to, parts, unsubscribe);
}

/** The answer to a new subscription of an address that already is subscribed. */
export function newsletterAlreadySubscribedMail(
  locale: Locale,
  to: string,
  postsLink: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  const t = serverTranslator(locale, 'mail');
  const parts: Parts = {
    subject: t('newsletter.alreadySubscribed.subject'),
    intro: [t('newsletter.alreadySubscribed.intro')],
    link: { url: postsLink, label: t('newsletter.blogAction') },
    outro: [t('newsletter.alreadySubscribed.outro')],
  };
  return newsletterMail(locale, to, parts, unsubscribe);
}

/**
 * An issue written in the back office, in the reader's language: its subject, and its body
 * as safe HTML (markdownToSafeHtml) with the Markdown itself as the text part. `test` marks
 * the subject of the copy an admin mails to themself.
 */
export function newsletterIssueMail(
  locale: Locale,
  to: string,
  issue: { subject: string; html: string; markdown: string; test?: boolean },
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  const t = serverTranslator(locale, 'mail');
  const subject = issue.test ? t('newsletter.issue.testSubject', { subject: issue.subject }) : issue.subject;
  return newsletterMail(
    locale,
    to,
    { subject, intro: [], rich: { html: issue.html, text: issue.markdown.trim() }, outro: [] },
    unsubscribe,
  );
}
