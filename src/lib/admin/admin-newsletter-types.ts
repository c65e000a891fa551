/**
 * The back office's newsletter replies (issue 23, item 5): subscribers, issues and the
 * progress of a send. Types only for browser code (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { bilingualSchema, localeSchema, timestampSchema } from '@/lib/api/reply-field-types';
import { ISSUE_STATUSES, SUBSCRIBER_STATUSES } from './newsletter';

export const adminSubscriberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    language: localeSchema.describe('The language of the mails the reader gets.'),
    status: z.enum(SUBSCRIBER_STATUSES).describe('pending (not confirmed yet) · confirmed · unsubscribed.'),
    created_at: timestampSchema,
    confirmed_at: timestampSchema.nullable(),
    unsubscribed_at: timestampSchema.nullable(),
  })
  .meta({ id: 'AdminSubscriber' });
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

const countSchema = z.int().min(0);

/** One language's deliveries of a send, by where they stand. */
const languageProgressSchema = z
  .object({
    total: countSchema.describe('Readers queued when the send started.'),
    queued: countSchema.describe('Waiting for their batch (or taken into one, not started).'),
    sending: countSchema.describe('Being handed to the mail server now.'),
    sent: countSchema,
    failed: countSchema.describe('The mail server refused them.'),
    skipped: countSchema.describe('No longer confirmed readers at their turn (unsubscribed meanwhile).'),
    interrupted: countSchema.describe(
      'Being sent when the server stopped: whether they arrived is unknown, and they are not sent again.',
    ),
  })
  .meta({ id: 'NewsletterLanguageProgress' });
export type LanguageProgress = z.infer<typeof languageProgressSchema>;

const progressSchema = z
  .object({ en: languageProgressSchema, vi: languageProgressSchema })
  .meta({ id: 'NewsletterProgress', description: 'Per language; all zero before the send starts.' });
export type IssueProgress = z.infer<typeof progressSchema>;

const issueFields = {
  id: z.string(),
  subject: bilingualSchema.describe('Blank in a language that is not sent.'),
  status: z.enum(ISSUE_STATUSES).describe('draft (editable) · sending (its mails are in the queue) · sent.'),
  progress: progressSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  send_started_at: timestampSchema.nullable(),
  sent_at: timestampSchema.nullable().describe('When its last mail was done.'),
};

export const adminIssueListItemSchema = z.object(issueFields).meta({ id: 'AdminNewsletterIssueListItem' });
export type AdminIssueListItem = z.infer<typeof adminIssueListItemSchema>;

export const adminIssueSchema = z
  .object({
    ...issueFields,
    body_markdown: bilingualSchema,
    audience: z
      .object({ en: countSchema, vi: countSchema })
      .describe('Confirmed readers of each language now: who a send started now would go to.'),
  })
  .meta({ id: 'AdminNewsletterIssue' });
export type AdminIssue = z.infer<typeof adminIssueSchema>;

export const issuePreviewSchema = z
  .object({ html: z.string().describe('The body as it is mailed: Markdown rendered and sanitised.') })
  .meta({ id: 'NewsletterPreview' });
export type IssuePreview = z.infer<typeof issuePreviewSchema>;

export const issueTestSentSchema = z
  .object({ to: z.string(), languages: z.array(localeSchema) })
  .meta({ id: 'NewsletterTestSent' });
export type IssueTestSent = z.infer<typeof issueTestSentSchema>;
