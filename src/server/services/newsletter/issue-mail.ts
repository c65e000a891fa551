import type { Locale } from '@/lib/locales';
import { LOCALES } from '@/lib/locales';
import { markdownToSafeHtml } from '../../content/markdown';
import type { NewsletterIssue } from '../../db/schema/newsletter';
import type { MailMessage } from '../../mail/mail-message';
import { newsletterIssueMail } from '../../mail/templates/newsletter-mails';
import { unsubscribeLinks } from './newsletter-links';

/** An issue's text in one language. */
export interface IssueText {
  subject: string;
  body: string;
}

export function issueText(issue: NewsletterIssue, language: Locale): IssueText {
  return language === 'en'
    ? { subject: issue.subjectEn, body: issue.bodyEn }
    : { subject: issue.subjectVi, body: issue.bodyVi };
}

/** The languages an issue is written in (a subject and a body): the ones its send mails. */
export function writtenLanguages(issue: NewsletterIssue): Locale[] {
  return LOCALES.filter((language) => isWritten(issueText(issue, language)));
}

/** Half written: a subject without a body or the reverse, which a send refuses rather than guess. */
export function halfWrittenLanguages(issue: NewsletterIssue): Locale[] {
  return LOCALES.filter((language) => {
    const text = issueText(issue, language);
    return !isWritten(text) && (text.subject.trim() !== '' || text.body.trim() !== '');
  });
}

function isWritten(text: IssueText): boolean {
  return text.subject.trim() !== '' && text.body.trim() !== '';
}

/**
 * The mail of an issue to one reader, in their language, with their own unsubscribe link
 * (text, HTML and the List-Unsubscribe headers). `html` may be given when the caller has
 * rendered this language's body already (a batch mails the same issue many times).
 */
export function issueMailTo(
  language: Locale,
  to: string,
  text: IssueText,
  unsubscribeToken: string,
  options: { html?: string; test?: boolean } = {},
): MailMessage {
  return newsletterIssueMail(
    language,
    to,
    {
      subject: text.subject.trim(),
      html: options.html ?? markdownToSafeHtml(text.body),
      markdown: text.body,
      test: options.test,
    },
    unsubscribeLinks(language, unsubscribeToken),
  );
}
