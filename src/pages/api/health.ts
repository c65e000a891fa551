import { healthReportSchema } from '@/lib/api/health-types';
import { defineRoute } from '@/server/http/handler';
import { checkHealth } from '@/server/services/health';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Process and database status (503 when the database is unreachable)',
    auth: 'none',
    reply: healthReportSchema,
    handle: ({ log }) => checkHealth(log),
  },
});
