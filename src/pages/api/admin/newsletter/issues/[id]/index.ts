import * as z from 'zod';
import { adminIssueSchema } from '@/lib/admin/admin-newsletter-types';
import { issueIdParamSchema, issueUpdateBodySchema } from '@/schemas/admin-newsletter';
import { defineRoute } from '@/server/http/handler';
import { deleteIssue, getAdminIssue, updateIssue } from '@/server/services/admin/newsletter/issue-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "Admins: a newsletter issue, its send's progress per language and the confirmed readers per language",
    auth: 'admin',
    reply: adminIssueSchema,
    errors: ['NOT_FOUND'],
    query: issueIdParamSchema,
    handle: ({ query }) => getAdminIssue(query.id),
  },
  PATCH: {
    summary: "Admins: a draft issue's subject and body (409 once its send has started)",
    auth: 'admin',
    reply: adminIssueSchema,
    errors: ['NOT_FOUND', 'NEWSLETTER_NOT_DRAFT'],
    query: issueIdParamSchema,
    body: issueUpdateBodySchema,
    handle: ({ query, body, user }) => updateIssue(query.id, body, user),
  },
  DELETE: {
    summary: 'Admins: deletes a draft issue (409 once its send has started)',
    auth: 'admin',
    reply: z.object({ deleted: z.literal(true) }),
    errors: ['NOT_FOUND', 'NEWSLETTER_NOT_DRAFT'],
    query: issueIdParamSchema,
    handle: ({ query, user }) => deleteIssue(query.id, user),
  },
});
