import type { ParsedUrlQuery } from 'node:querystring';
import { adminPage } from '@/features/admin/components/admin-page';
import { SalesReportView } from '@/features/admin/components/reports/sales-report-view';
import { salesReportQuerySchema, type SalesReportQuery } from '@/schemas/admin-reports';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { getSalesReport } from '@/server/services/admin/reports/get-sales-report';

export default adminPage(SalesReportView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => ({
    props: { report: await getSalesReport(reportQuery(context.query)) },
  })),
);

/**
 * The window in the URL, read as the tables read their filters (a parameter that does not
 * parse is dropped); one that still does not hold once its bad part is gone (an edited URL:
 * a bad granularity and a two-year window) gives the default window.
 */
function reportQuery(query: ParsedUrlQuery): SalesReportQuery {
  try {
    return parseAdminQuery(salesReportQuerySchema, query);
  } catch {
    return salesReportQuerySchema.parse({});
  }
}
