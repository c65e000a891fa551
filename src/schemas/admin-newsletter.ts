import * as z from 'zod';
import { LOCALES } from '@/lib/locales';
import {
  ISSUE_STATUSES,
  MAX_ISSUE_BODY_LENGTH,
  MAX_ISSUE_SUBJECT_LENGTH,
  SUBSCRIBER_STATUSES,
} from '@/lib/admin/newsletter';
import { adminPageQuery, adminSearchText, blankAsMissing } from './admin';
import { bilingualText } from './admin-content-fields';

/** Request schemas of the back office's newsletter: subscribers, issues, sends. */

const subscriberFilters = {
  q: adminSearchText.describe('Words of the email address.'),
  status: z.preprocess(blankAsMissing, z.enum(SUBSCRIBER_STATUSES).optional()),
  language: z.preprocess(blankAsMissing, z.enum(LOCALES).optional()),
};

export const adminSubscribersQuerySchema = z.object({ ...adminPageQuery, ...subscriberFilters });
export type AdminSubscribersQuery = z.output<typeof adminSubscribersQuerySchema>;

/** The export takes the list's filters, without its paging: every matching subscriber. */
export const subscribersExportQuerySchema = z.object(subscriberFilters);
export type SubscribersExportQuery = z.output<typeof subscribersExportQuerySchema>;

export const adminIssuesQuerySchema = z.object({
  ...adminPageQuery,
  status: z.preprocess(blankAsMissing, z.enum(ISSUE_STATUSES).optional()),
});
export type AdminIssuesQuery = z.output<typeof adminIssuesQuerySchema>;

export const issueIdParamSchema = z.object({ id: z.uuid() });

// A draft may be half written: either language may be blank until the send.
const subject = bilingualText(MAX_ISSUE_SUBJECT_LENGTH, { required: false }).describe(
  'Per language; blank in a language that is not sent.',
);
const bodyMarkdown = bilingualText(MAX_ISSUE_BODY_LENGTH, { required: false }).describe(
  'Markdown (GitHub-flavoured) per language; raw HTML in it is sanitised like a post.',
);

export const issueCreateBodySchema = z.strictObject({ subject, body_markdown: bodyMarkdown });
export type IssueCreateInput = z.output<typeof issueCreateBodySchema>;

export const issueUpdateBodySchema = z
  .strictObject({ subject: subject.optional(), body_markdown: bodyMarkdown.optional() })
  .refine((body) => Object.keys(body).length > 0, { error: 'Change at least one field.' });
export type IssueUpdateInput = z.output<typeof issueUpdateBodySchema>;

export const issueTestBodySchema = z.strictObject({
  language: z
    .enum(LOCALES)
    .optional()
    .describe('The one language to mail; every language the issue is written in when left out.'),
});
export type IssueTestInput = z.output<typeof issueTestBodySchema>;

export const issuePreviewBodySchema = z.strictObject({
  body_markdown: z.string().max(MAX_ISSUE_BODY_LENGTH).describe('The Markdown to render, as the editor holds it.'),
});
