import { subscribersExportQuerySchema } from '@/schemas/admin-newsletter';
import { defineRoute, ownReply } from '@/server/http/handler';
import { exportSubscribersCsv } from '@/server/services/admin/newsletter/list-subscribers';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "Admins: the newsletter's subscribers the list's filters match, as a CSV attachment",
    auth: 'admin',
    reply: ownReply({
      mediaType: 'text/csv',
      description:
        'UTF-8 with a byte order mark; columns email, language, status, subscribed_at, confirmed_at, unsubscribed_at (ISO 8601, UTC); newest first. Cells a spreadsheet would run as formulas start with an apostrophe.',
    }),
    query: subscribersExportQuerySchema,
    handle: async ({ query, req, res }) => {
      const { fileName, csv } = await exportSubscribersCsv(query);
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(req.method === 'HEAD' ? undefined : csv);
    },
  },
});
