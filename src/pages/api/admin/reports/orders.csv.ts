import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ordersExportQuerySchema } from '@/schemas/admin-reports';
import { defineRoute, ownReply } from '@/server/http/handler';
import { exportOrdersCsv } from '@/server/services/admin/reports/export-orders-csv';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: every order created in a window of Vietnam days, one CSV row each, as an attachment',
    auth: 'admin',
    reply: ownReply({
      mediaType: 'text/csv',
      description:
        'UTF-8 with a byte order mark; columns code, id, created_at, paid_at, status, buyer_email, total_vnd, refunded_vnd, item_count, gateway, product_types; oldest first.',
    }),
    query: ordersExportQuerySchema,
    handle: async ({ query, req, res }) => {
      const { fileName, chunks } = await exportOrdersCsv(query);
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      if (req.method === 'HEAD') {
        await chunks.return(undefined);
        res.end();
        return;
      }
      // Written as the rows come, at the pace the client reads them (back-pressure): the
      // stream waits for the socket to drain, and a client that goes away stops the reads.
      await pipeline(Readable.from(chunks, { objectMode: false }), res);
    },
  },
});
