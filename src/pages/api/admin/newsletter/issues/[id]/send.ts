import { adminIssueSchema } from '@/lib/admin/admin-newsletter-types';
import { issueIdParamSchema } from '@/schemas/admin-newsletter';
import { defineRoute } from '@/server/http/handler';
import { startIssueSend } from '@/server/services/admin/newsletter/send-issue';
import { queueJob } from '@/server/jobs/job-queue';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary:
      'Admins: starts the send: one queued mail per reader confirmed now in each written language; the queue mails them in batches (progress in the GET)',
    auth: 'admin',
    reply: adminIssueSchema,
    errors: ['NOT_FOUND', 'NEWSLETTER_ALREADY_STARTED', 'NEWSLETTER_EMPTY'],
    query: issueIdParamSchema,
    status: 202,
    handle: async ({ query, user }) => {
      const issue = await startIssueSend(query.id, user);
      // The mailing starts now rather than at the next minute's sweep.
      await queueJob('newsletter-send', {});
      return issue;
    },
  },
});
