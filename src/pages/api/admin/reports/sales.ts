import { salesReportSchema } from '@/lib/admin/admin-report-types';
import { salesReportQuerySchema } from '@/schemas/admin-reports';
import { defineRoute } from '@/server/http/handler';
import { getSalesReport } from '@/server/services/admin/reports/get-sales-report';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary:
      'Admins: orders paid and revenue less refunds in a window of Vietnam days, per day, week or month, by product type and top products',
    auth: 'admin',
    reply: salesReportSchema,
    query: salesReportQuerySchema,
    handle: ({ query }) => getSalesReport(query),
  },
});
