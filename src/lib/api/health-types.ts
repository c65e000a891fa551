/**
 * The replies of the health probes, for operators, load balancers and orchestrators: zod
 * schemas with their types inferred, documented by the API reference (see
 * src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';

/** GET /api/health: liveness. */
export const healthReportSchema = z
  .object({
    status: z.literal('ok'),
    uptime_s: z.int().min(0),
  })
  .meta({
    id: 'HealthReport',
    description:
      'The process is up and answers requests. It checks no dependency: a database outage must not make every instance look dead.',
  });
export type HealthReport = z.infer<typeof healthReportSchema>;

/** GET /api/health/ready: readiness. */
export const readinessReportSchema = z
  .object({
    status: z.literal('ready'),
    uptime_s: z.int().min(0),
    checks: z.object({
      database: z.object({ status: z.literal('up'), latency_ms: z.number().min(0) }),
      redis: z.object({ status: z.enum(['up', 'not_configured']) }),
      migrations: z.object({ status: z.literal('up'), applied: z.int().min(0) }),
    }),
  })
  .meta({
    id: 'ReadinessReport',
    description:
      'Every dependency answered: the database, Redis when REDIS_URL is set, and every migration of this build is applied; the server is not shutting down.',
  });
export type ReadinessReport = z.infer<typeof readinessReportSchema>;
