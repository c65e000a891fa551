import { issueTestSentSchema } from '@/lib/admin/admin-newsletter-types';
import { issueIdParamSchema, issueTestBodySchema } from '@/schemas/admin-newsletter';
import { defineRoute } from '@/server/http/handler';
import { sendIssueTest } from '@/server/services/admin/newsletter/send-issue';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary:
      "Admins: mails the issue, as readers will get it, to the signed-in admin's own address (each written language, or the one chosen), marked as a test",
    auth: 'admin',
    reply: issueTestSentSchema,
    errors: ['NOT_FOUND', 'NEWSLETTER_EMPTY', 'SERVICE_UNAVAILABLE'],
    query: issueIdParamSchema,
    body: issueTestBodySchema,
    handle: ({ query, body, user, log }) => sendIssueTest(query.id, body, user, log),
  },
});
