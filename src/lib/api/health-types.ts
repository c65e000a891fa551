/**
 * GET /api/health's reply, for operators and load balancers: a zod schema with its type
 * inferred, documented by the API reference (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';

export const healthReportSchema = z
  .object({
    status: z.literal('ok'),
    uptime_s: z.int().min(0),
    database: z.object({ status: z.literal('up'), latency_ms: z.number().min(0) }),
  })
  .meta({ id: 'HealthReport', description: 'The process is up and the database answered a ping.' });
export type HealthReport = z.infer<typeof healthReportSchema>;
