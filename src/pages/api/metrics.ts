import { defineRoute, ownReply } from '@/server/http/handler';
import { assertScrapeAllowed } from '@/server/metrics/scrape-access';
import { siteMetrics } from '@/server/metrics/registry';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary:
      "This process's metrics in the Prometheus text format, for the operator's scraper: `Authorization: Bearer <METRICS_TOKEN>` (404 when METRICS_TOKEN is unset)",
    auth: 'none',
    reply: ownReply({
      mediaType: 'text/plain',
      description:
        'Prometheus text exposition format 0.0.4: API requests by route template and status (count, duration histogram), the database pool, queue depths, chat connections, process metrics.',
    }),
    errors: ['NOT_FOUND', 'UNAUTHORIZED'],
    handle: async ({ req, res }) => {
      assertScrapeAllowed(req);
      const { registry } = siteMetrics();
      const body = await registry.metrics();
      res.statusCode = 200;
      res.setHeader('Content-Type', registry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    },
  },
});
