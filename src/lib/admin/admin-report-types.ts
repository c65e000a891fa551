/**
 * The back office's sales report (DESIGN.md §9, GET /api/admin/reports/sales). Zod schemas
 * with their types inferred, documented by the API reference; browser code imports the
 * types only (see src/lib/catalog/course-types.ts).
 *
 * An order counts in the report on the day it was paid (Vietnam time, UTC+7), whatever
 * became of it later: its revenue is what was paid less what has been refunded so far
 * (`total_vnd - refunded_vnd`), so a fully refunded order counts as an order with no revenue.
 */
import * as z from 'zod';
import { vndSchema } from '@/lib/api/reply-field-types';
import { PRODUCT_TYPES } from '@/lib/commerce/product-types';
import { REPORT_GRANULARITIES, type ReportGranularity } from '@/schemas/admin-reports';

export type { ReportGranularity };

const isoDaySchema = z.iso.date();

const salesPeriodSchema = z
  .object({
    period_start: isoDaySchema.describe('The first day of the period: the day, the Monday of the week, the 1st.'),
    orders: z.int().min(0).describe('Orders paid in the period.'),
    revenue_vnd: vndSchema.describe('What they paid, less what has been refunded of it.'),
    refunded_vnd: vndSchema.describe('What has been refunded of them.'),
  })
  .meta({ id: 'AdminSalesPeriod' });
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;

const productTypeSalesSchema = z
  .object({
    product_type: z.enum(PRODUCT_TYPES),
    orders: z.int().min(0).describe('Orders holding at least one product of the type.'),
    revenue_vnd: vndSchema.describe('The lines of the type, less their share of the refunds (see AdminTopProduct).'),
  })
  .meta({ id: 'AdminProductTypeSales' });

const topProductSchema = z
  .object({
    product_type: z.enum(PRODUCT_TYPES),
    product_id: z.int(),
    title: z.object({ en: z.string(), vi: z.string() }).describe('As it read on its most recent order.'),
    units: z.int().min(0).describe('Order lines.'),
    revenue_vnd: vndSchema.describe(
      "Its lines, less their share of their orders' refunds: a refund goes first to the lines flagged duplicate (refunded for being already owned), the rest to the other lines by price.",
    ),
  })
  .meta({ id: 'AdminTopProduct' });
export type TopProduct = z.infer<typeof topProductSchema>;

export const salesReportSchema = z
  .object({
    from: isoDaySchema.describe('First day included (Vietnam time).'),
    to: isoDaySchema.describe('Last day included (Vietnam time).'),
    granularity: z.enum(REPORT_GRANULARITIES),
    totals: z.object({
      orders: z.int().min(0),
      revenue_vnd: vndSchema,
      refunded_vnd: vndSchema,
    }),
    series: z.array(salesPeriodSchema).describe('Every period the window touches, in order; empty ones are zeros.'),
    by_product_type: z.array(productTypeSalesSchema).describe('Every product type, in a fixed order.'),
    top_products: z.array(topProductSchema).max(10).describe('The 10 products that brought in the most.'),
  })
  .meta({
    id: 'AdminSalesReport',
    description:
      'Orders count on the day they were paid (Vietnam time, UTC+7); revenue is what was paid less what has been refunded so far.',
  });
export type SalesReport = z.infer<typeof salesReportSchema>;
