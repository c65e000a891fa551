import * as z from 'zod';
import { blankAsMissing, day } from './admin';

/**
 * Request schemas of the back office's sales reports. A window is two calendar days of
 * Vietnam (UTC+7), both included. Left out, `to` is today and `from` the 29 days before it
 * (the last 30 days); the window is capped so that one report stays a bounded read.
 */

/** Days, weeks (from Monday) or calendar months. */
export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** The last 30 days, today included. */
const DEFAULT_WINDOW_DAYS = 30;
/** A year (a leap one too) by day; five years by week or month. */
const MAX_WINDOW_DAYS: Partial<Record<string, number>> & Record<ReportGranularity, number> = {
  day: 366,
  week: 5 * 366,
  month: 5 * 366,
};
const EXPORT_MAX_WINDOW_DAYS = 5 * 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The calendar day in Vietnam at `now`, as `YYYY-MM-DD`. */
function vietnamToday(now: Date = new Date()): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `days` (negative: before). */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both included (1 for a single day). */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export interface ReportWindow {
  from: string;
  to: string;
}

/** The window a query asks for, its missing ends filled in (see the top of this file). */
export function resolveWindow(query: { from?: string; to?: string }, now: Date = new Date()): ReportWindow {
  const to = query.to ?? (query.from ? maxDay(query.from, vietnamToday(now)) : vietnamToday(now));
  const from = query.from ?? addDays(to, -(DEFAULT_WINDOW_DAYS - 1));
  return { from, to };
}

const maxDay = (a: string, b: string) => (a > b ? a : b);

const isDay = (value: unknown) =>
  value === undefined ||
  (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** `from` after `to`, or a window longer than `maxDays`: a problem named on the field to change. */
function checkWindow(query: { from?: string; to?: string }, maxDays: number | undefined, ctx: z.RefinementCtx): void {
  // Zod runs an object's refinements even when a field failed: that field's own issue says enough.
  if (maxDays === undefined || !isDay(query.from) || !isDay(query.to)) return;
  const { from, to } = resolveWindow(query);
  if (from > to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'Must be on or before `to`.' });
  } else if (daysIn(from, to) > maxDays) {
    ctx.addIssue({
      code: 'custom',
      path: [query.from ? 'from' : 'to'],
      message: `The window may span at most ${maxDays} days.`,
    });
  }
}

const windowFields = {
  from: day.describe('First day included (Vietnam time). Default: 29 days before `to`.'),
  to: day.describe('Last day included (Vietnam time). Default: today (or `from`, when it is later).'),
};

export const salesReportQuerySchema = z
  .object({
    ...windowFields,
    granularity: z
      .preprocess(blankAsMissing, z.enum(REPORT_GRANULARITIES).default('day'))
      .describe(
        `Periods of the series: days, weeks (from Monday) or calendar months, in Vietnam time. The window spans at most ${MAX_WINDOW_DAYS.day} days by day, ${MAX_WINDOW_DAYS.week} by week or month.`,
      ),
  })
  .superRefine((query, ctx) => checkWindow(query, MAX_WINDOW_DAYS[query.granularity], ctx));
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

export const ordersExportQuerySchema = z
  .object(windowFields)
  .superRefine((query, ctx) => checkWindow(query, EXPORT_MAX_WINDOW_DAYS, ctx));
export type OrdersExportQuery = z.output<typeof ordersExportQuerySchema>;
