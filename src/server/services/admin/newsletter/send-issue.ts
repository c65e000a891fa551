import type { AdminIssue, IssuePreview, IssueTestSent } from '@/lib/admin/admin-newsletter-types';
import type { Locale } from '@/lib/locales';
import type { IssueTestInput } from '@/schemas/admin-newsletter';
import type { AuthUser } from '../../../auth/auth-user';
import { markdownToSafeHtml } from '../../../content/markdown';
import { getDb } from '../../../db/client';
import type { NewsletterIssue } from '../../../db/schema/newsletter';
import { AppError } from '../../../http/app-error';
import type { Logger } from '../../../http/logger';
import { fieldError, fieldErrors } from '../../../http/validation';
import { sendMail } from '../../../mail/send-mail';
import * as adminNewsletterRepository from '../../../repositories/admin-newsletter-repository';
import { halfWrittenLanguages, issueMailTo, issueText, writtenLanguages } from '../../newsletter/issue-mail';
import { recordAudit } from '../record-audit';
import { getAdminIssue, issueNotFound } from './issue-writes';

/** An unsubscribe token that matches no reader: the link of a test mail to an admin who does not subscribe. */
const NO_SUBSCRIPTION_TOKEN = 'test-mail-no-subscription';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', vi: 'Vietnamese' };

const notWritten = () =>
  new AppError('NEWSLETTER_EMPTY', 'Write a subject and a body in at least one language before sending.');

/**
 * POST /api/admin/newsletter/issues/{id}/send: queues one delivery per reader confirmed now
 * in each language the issue is written in, and marks the issue sending — in one
 * transaction, under the issue's lock, so two clicks (or two admins) start one send: the
 * second waits for the lock, then finds it started (409). The caller kicks the queue after
 * the commit. Nobody to send to: the issue is sent at once, with zero mails.
 */
export async function startIssueSend(id: string, actor: AuthUser): Promise<AdminIssue> {
  await getDb().transaction(async (tx) => {
    const current = await adminNewsletterRepository.lockIssue(id, tx);
    if (!current) throw issueNotFound();
    if (current.status !== 'draft') {
      throw new AppError('NEWSLETTER_ALREADY_STARTED', 'This issue is being sent or was sent already.');
    }
    refuseHalfWritten(current);
    const languages = writtenLanguages(current);
    if (languages.length === 0) throw notWritten();
    const queued = await adminNewsletterRepository.queueDeliveries(id, languages, tx);
    const now = new Date();
    const nobody = queued.en + queued.vi === 0;
    await adminNewsletterRepository.updateIssue(
      id,
      { status: nobody ? 'sent' : 'sending', sentBy: actor.id, sendStartedAt: now, sentAt: nobody ? now : null },
      tx,
    );
    await recordAudit(tx, actor, {
      action: 'newsletter.send',
      entityType: 'newsletter_issue',
      entityId: id,
      before: { status: current.status },
      after: { status: nobody ? 'sent' : 'sending', languages, queued },
    });
  });
  return getAdminIssue(id);
}

/** A language with a subject and no body, or the reverse, is a mistake to point at, not a language to skip. */
function refuseHalfWritten(issue: NewsletterIssue): void {
  const fields: Record<string, string> = {};
  for (const language of halfWrittenLanguages(issue)) {
    const text = issueText(issue, language);
    const name = LANGUAGE_NAMES[language];
    if (text.subject.trim() === '') fields[`subject.${language}`] = `Write the ${name} subject, or clear its body.`;
    else fields[`body_markdown.${language}`] = `Write the ${name} body, or clear its subject.`;
  }
  if (Object.keys(fields).length > 0) throw fieldErrors(fields);
}

/**
 * POST /api/admin/newsletter/issues/{id}/test: the issue as readers will get it (each written
 * language, or the one asked for), mailed to the signed-in admin only, its subject marked as
 * a test. Its unsubscribe link is the admin's own if they subscribe. Works at any status.
 */
export async function sendIssueTest(
  id: string,
  input: IssueTestInput,
  actor: AuthUser,
  log: Logger,
): Promise<IssueTestSent> {
  const issue = await adminNewsletterRepository.findIssue(id);
  if (!issue) throw issueNotFound();
  const written = writtenLanguages(issue);
  if (input.language && !written.includes(input.language)) {
    throw fieldError('language', 'This issue has no subject and body in that language yet.');
  }
  const languages = input.language ? [input.language] : written;
  if (languages.length === 0) throw notWritten();
  const subscription = await adminNewsletterRepository.findSubscriberByEmail(actor.email);
  const token = subscription?.unsubscribeToken ?? NO_SUBSCRIPTION_TOKEN;
  try {
    for (const language of languages) {
      await sendMail(issueMailTo(language, actor.email, issueText(issue, language), token, { test: true }), { log });
    }
  } catch (error) {
    log.error({ err: error, issueId: id }, 'newsletter test: the mail could not be sent');
    throw new AppError('SERVICE_UNAVAILABLE', 'The test mail could not be sent: try again in a moment.');
  }
  await recordAudit(getDb(), actor, {
    action: 'newsletter.test',
    entityType: 'newsletter_issue',
    entityId: id,
    after: { to: actor.email, languages },
  });
  return { to: actor.email, languages };
}

/** POST /api/admin/newsletter/preview: Markdown as the mail will carry it (the very function the queue uses). */
export function previewIssue(markdown: string): IssuePreview {
  return { html: markdownToSafeHtml(markdown) };
}
