import { adminIssueListItemSchema, adminIssueSchema } from '@/lib/admin/admin-newsletter-types';
import { adminIssuesQuerySchema, issueCreateBodySchema } from '@/schemas/admin-newsletter';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { createIssue, listAdminIssues } from '@/server/services/admin/newsletter/issue-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "Admins: the newsletter's issues, newest first, with each send's progress per language",
    auth: 'admin',
    reply: pageOf(adminIssueListItemSchema),
    query: adminIssuesQuerySchema,
    handle: async ({ query }) => {
      const result = await listAdminIssues(query);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
  POST: {
    summary: 'Admins: a new newsletter issue (a draft): subject and Markdown body per language',
    auth: 'admin',
    reply: adminIssueSchema,
    body: issueCreateBodySchema,
    status: 201,
    handle: ({ body, user }) => createIssue(body, user),
  },
});
