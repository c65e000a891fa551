import { addDays, resolveWindow, type ReportWindow } from '@/schemas/admin-reports';
import type { InstantRange } from '../../../repositories/sales-report-repository';

/** A window of Vietnam calendar days and the instants it covers: from the first day's midnight to the one after the last day. */
export function reportWindow(
  query: { from?: string; to?: string },
  now: Date = new Date(),
): ReportWindow & { range: InstantRange } {
  const window = resolveWindow(query, now);
  return { ...window, range: { from: vietnamMidnight(window.from), to: vietnamMidnight(addDays(window.to, 1)) } };
}

/** The instant a Vietnam calendar day starts: `2026-11-26` → 2026-11-25T17:00Z. */
export function vietnamMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}
