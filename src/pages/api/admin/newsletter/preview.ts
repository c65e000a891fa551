import { issuePreviewSchema } from '@/lib/admin/admin-newsletter-types';
import { issuePreviewBodySchema } from '@/schemas/admin-newsletter';
import { defineRoute } from '@/server/http/handler';
import { previewIssue } from '@/server/services/admin/newsletter/send-issue';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: "Admins: an issue body's Markdown rendered exactly as the mail carries it (changes nothing)",
    auth: 'admin',
    reply: issuePreviewSchema,
    body: issuePreviewBodySchema,
    handle: ({ body }) => previewIssue(body.body_markdown),
  },
});
