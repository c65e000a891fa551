import type { ReportGranularity, SalesPeriod, SalesReport, TopProduct } from '@/lib/admin/admin-report-types';
import { PRODUCT_TYPES, type ProductType } from '@/lib/commerce/product-types';
import { addDays, daysIn, type SalesReportQuery } from '@/schemas/admin-reports';
import { createTtlCache } from '../../../cache/ttl-cache';
import * as salesReportRepository from '../../../repositories/sales-report-repository';
import type { DayProductSales, DayTotals, InstantRange } from '../../../repositories/sales-report-repository';
import { reportWindow, vietnamMidnight } from './report-window';

const TOP_PRODUCTS = 10;

/**
 * GET /api/admin/reports/sales and /admin/reports: orders paid in a window of Vietnam days,
 * what they brought in, by period, by product type and for the best-selling products.
 *
 * Two reads. The orders of the window, per day (count, what they paid, what has been
 * refunded), come fresh every time, from the paid-at index alone. What each day's order lines
 * brought in per product needs the order lines joined to their orders, which over a year of
 * orders costs far more than the rest of the report: it is kept per day (below) and read only
 * for the days whose figures changed since, today's mostly.
 */
export async function getSalesReport(query: SalesReportQuery, now: Date = new Date()): Promise<SalesReport> {
  const window = reportWindow(query, now);
  const days = await salesReportRepository.dailyTotals(window.range);
  const sales = await productSalesOf(days);

  const series = emptySeries(window.from, window.to, query.granularity);
  const totals = { orders: 0, revenue_vnd: 0, refunded_vnd: 0 };
  for (const day of days) {
    const period = series.get(periodStart(day.day, query.granularity))!;
    period.orders += day.orders;
    period.revenue_vnd += day.paidVnd - day.refundedVnd;
    period.refunded_vnd += day.refundedVnd;
    totals.orders += day.orders;
    totals.revenue_vnd += day.paidVnd - day.refundedVnd;
    totals.refunded_vnd += day.refundedVnd;
  }

  const byType = new Map(PRODUCT_TYPES.map((type) => [type, { orders: 0, gross: 0, refund: 0 }]));
  const byProduct = new Map<string, ProductTotals>();
  for (const day of sales) {
    for (const [type, orders] of day.typeOrders) byType.get(type)!.orders += orders;
    for (const line of day.products) {
      const type = byType.get(line.productType)!;
      type.gross += line.grossVnd;
      type.refund += line.refundShareVnd;
      const key = `${line.productType}:${line.productId}`;
      const product = byProduct.get(key) ?? { ...line, units: 0, grossVnd: 0, refundShareVnd: 0 };
      product.units += line.units;
      product.grossVnd += line.grossVnd;
      product.refundShareVnd += line.refundShareVnd;
      product.lastLineId = Math.max(product.lastLineId, line.lastLineId);
      byProduct.set(key, product);
    }
  }

  return {
    from: window.from,
    to: window.to,
    granularity: query.granularity,
    totals,
    series: [...series.values()],
    by_product_type: [...byType].map(([productType, type]) => ({
      product_type: productType,
      orders: type.orders,
      revenue_vnd: dong(type.gross - type.refund),
    })),
    top_products: await topProducts([...byProduct.values()]),
  };
}

type ProductTotals = Omit<DayProductSales, 'day'>;

/** Rounded to the dong, never below zero (the refund shares are fractions of a dong). */
const dong = (vnd: number) => Math.max(0, Math.round(vnd));

async function topProducts(products: ProductTotals[]): Promise<TopProduct[]> {
  const top = products
    .map((product) => ({ ...product, revenue: dong(product.grossVnd - product.refundShareVnd) }))
    .sort(
      (a, b) =>
        b.revenue - a.revenue ||
        b.units - a.units ||
        PRODUCT_TYPES.indexOf(a.productType) - PRODUCT_TYPES.indexOf(b.productType) ||
        a.productId - b.productId,
    )
    .slice(0, TOP_PRODUCTS);
  const titles = await salesReportRepository.lineTitles(top.map((product) => product.lastLineId));
  return top.map((product) => ({
    product_type: product.productType,
    product_id: product.productId,
    title: titles.get(product.lastLineId) ?? { en: '', vi: '' },
    units: product.units,
    revenue_vnd: product.revenue,
  }));
}

/** Every period the window touches, zeroed, in order, by its first day. */
function emptySeries(from: string, to: string, granularity: ReportGranularity): Map<string, SalesPeriod> {
  const series = new Map<string, SalesPeriod>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = periodStart(day, granularity);
    if (!series.has(start)) series.set(start, { period_start: start, orders: 0, revenue_vnd: 0, refunded_vnd: 0 });
  }
  return series;
}

/** The first day of the period `day` falls in: itself, the Monday of its week, the 1st of its month. */
function periodStart(day: string, granularity: ReportGranularity): string {
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  if (granularity === 'day') return day;
  // 1970-01-01 was a Thursday, three days after a Monday.
  const sinceMonday = (daysIn('1970-01-01', day) - 1 + 3) % 7;
  return addDays(day, -sinceMonday);
}

// ─── What each day's lines brought in, kept per day ────────────────────────────────────────

interface DaySales {
  products: DayProductSales[];
  /** Orders holding the type. */
  typeOrders: Map<ProductType, number>;
}

interface DaySlot {
  /** The day's figures (orders, paid, refunded) when `sales` was read. */
  fingerprint?: string;
  sales?: Promise<DaySales>;
}

/**
 * A day's product sales, kept with the day's figures they were read at, and read again when
 * those change. What the orders of a day are only grows: an order paid joins its day (the
 * count grows), a refund adds to refunded_vnd, and an order's lines never change — so equal
 * figures mean the same lines. Each instance keeps its own; emptied with the process-wide
 * database (tests swap it), and a day unused for half a day is read again.
 */
const daySlots = createTtlCache<DaySlot>({
  ttlMs: 12 * 60 * 60 * 1000,
  // Five years of days, the longest window.
  maxEntries: 2_000,
  tag: 'sales-report',
});

/** More separate runs of days than this are read as one range from the first to the last. */
const MAX_RANGES = 20;

interface PendingDay {
  day: string;
  resolve: (sales: DaySales) => void;
  reject: (error: unknown) => void;
}

/** Each day's product sales: kept ones whose day has not changed, the others read in one go. */
async function productSalesOf(days: readonly DayTotals[]): Promise<DaySales[]> {
  const pending: PendingDay[] = [];
  // Wrapped, so that collecting the days' reads does not wait for them.
  const reads = await Promise.all(
    days.map(async (day) => {
      const slot = await daySlots.get(day.day, async () => ({}));
      const fingerprint = `${day.orders}:${day.paidVnd}:${day.refundedVnd}`;
      if (slot.fingerprint !== fingerprint || !slot.sales) {
        const read = new Promise<DaySales>((resolve, reject) => pending.push({ day: day.day, resolve, reject }));
        slot.fingerprint = fingerprint;
        slot.sales = read;
        // A failed read is not kept: the next report reads the day again.
        read.catch(() => {
          if (slot.sales === read) slot.sales = undefined;
        });
      }
      return { sales: slot.sales };
    }),
  );
  if (pending.length > 0) await readDays(pending);
  return Promise.all(reads.map((read) => read.sales));
}

async function readDays(pending: readonly PendingDay[]): Promise<void> {
  try {
    const ranges = rangesOf(pending.map((entry) => entry.day));
    const [products, typeOrders] = await Promise.all([
      salesReportRepository.dailyProductSales(ranges),
      salesReportRepository.dailyTypeOrders(ranges),
    ]);
    const byDay = new Map(pending.map((entry) => [entry.day, { products: [], typeOrders: new Map() } as DaySales]));
    for (const row of products) byDay.get(row.day)?.products.push(row);
    for (const row of typeOrders) byDay.get(row.day)?.typeOrders.set(row.productType, row.orders);
    for (const entry of pending) entry.resolve(byDay.get(entry.day)!);
  } catch (error) {
    for (const entry of pending) entry.reject(error);
  }
}

/** The instants of `days` (in order), consecutive days as one range. */
function rangesOf(days: readonly string[]): InstantRange[] {
  const runs: { first: string; last: string }[] = [];
  for (const day of [...days].sort()) {
    const run = runs.at(-1);
    if (run && addDays(run.last, 1) === day) run.last = day;
    else runs.push({ first: day, last: day });
  }
  const merged = runs.length > MAX_RANGES ? [{ first: runs[0]!.first, last: runs.at(-1)!.last }] : runs;
  return merged.map((run) => ({ from: vietnamMidnight(run.first), to: vietnamMidnight(addDays(run.last, 1)) }));
}
