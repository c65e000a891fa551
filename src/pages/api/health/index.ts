import { healthReportSchema } from '@/lib/api/health-types';
import { defineRoute } from '@/server/http/handler';
import { checkHealth } from '@/server/services/health/check-health';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary:
      'Liveness: the process is up (checks no dependency: a database outage must not fail every instance). Readiness is /api/health/ready',
    auth: 'none',
    reply: healthReportSchema,
    handle: () => checkHealth(),
  },
});
