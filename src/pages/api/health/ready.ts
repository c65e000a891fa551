import { readinessReportSchema } from '@/lib/api/health-types';
import { defineRoute } from '@/server/http/handler';
import { checkReadiness } from '@/server/services/health/check-readiness';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary:
      'Readiness for load balancers: the database, Redis (when configured) and every migration of the build; 503 naming the failed checks in `fields`, and while shutting down',
    auth: 'none',
    reply: readinessReportSchema,
    errors: ['SERVICE_UNAVAILABLE'],
    handle: ({ log }) => checkReadiness(log),
  },
});
