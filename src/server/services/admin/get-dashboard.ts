import { count, eq, gte, sql, type Column } from 'drizzle-orm';
import type { AdminDashboard } from '@/lib/admin/admin-types';
import { getDb } from '../../db/client';
import { users } from '../../db/schema/auth';
import { chatSessions } from '../../db/schema/chat';
import * as adminContactRepository from '../../repositories/admin-contact-repository';
import { enrolments } from '../../db/schema/enrolments';
import { orders } from '../../db/schema/orders';
import * as adminStockRepository from '../../repositories/admin-stock-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Low-stock variants listed on the dashboard (the emptiest). */
const LOW_STOCK_SHOWN = 20;
// Vietnam has kept UTC+7 all year since 1975 (src/lib/format/date.ts).
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Midnight in Vietnam `daysBack` days before the day `now` falls on, as an instant. */
export function vietnamDayStart(now: Date, daysBack = 0): Date {
  const localDay = Math.floor((now.getTime() + VIETNAM_OFFSET_MS) / DAY_MS);
  return new Date((localDay - daysBack) * DAY_MS - VIETNAM_OFFSET_MS);
}

/** `count(*)` of rows whose `column` falls on or after each window's start: one scan for three figures. */
function countsSince(column: Column, starts: readonly Date[]) {
  return starts.map((start) => sql<number>`count(*) filter (where ${column} >= ${start})`.mapWith(Number));
}

/** GET /api/admin/dashboard: the figures on the back office's first page. */
export async function getDashboard(now: Date = new Date()): Promise<AdminDashboard> {
  const db = getDb();
  const starts = [vietnamDayStart(now), vietnamDayStart(now, 6), vietnamDayStart(now, 29)] as const;
  const oldest = starts[2];
  const [today, week, month] = countsSince(users.createdAt, starts);
  const [enrolToday, enrolWeek, enrolMonth] = countsSince(enrolments.createdAt, starts);
  const revenueSince = (start: Date) =>
    sql<number>`coalesce(sum(${orders.totalVnd} - ${orders.refundedVnd}) filter (where ${orders.paidAt} >= ${start}), 0)`.mapWith(
      Number,
    );

  const [[learners], [signUps], [enrolled], [revenue], [openChats], unread, lowStock] = await Promise.all([
    db.select({ value: count() }).from(users).where(eq(users.role, 'user')),
    db.select({ today: today!, week: week!, month: month! }).from(users).where(gte(users.createdAt, oldest)),
    db
      .select({ today: enrolToday!, week: enrolWeek!, month: enrolMonth! })
      .from(enrolments)
      .where(gte(enrolments.createdAt, oldest)),
    db
      .select({ today: revenueSince(starts[0]), week: revenueSince(starts[1]), month: revenueSince(starts[2]) })
      .from(orders)
      .where(sql`${orders.status} = 'paid' and ${orders.paidAt} >= ${oldest}`),
    db.select({ value: count() }).from(chatSessions).where(eq(chatSessions.status, 'active')),
    adminContactRepository.countUnread(db),
    adminStockRepository.listLowStock(LOW_STOCK_SHOWN, db),
  ]);

  return {
    learners: learners?.value ?? 0,
    sign_ups: { today: signUps?.today ?? 0, last_7_days: signUps?.week ?? 0, last_30_days: signUps?.month ?? 0 },
    enrolments: { today: enrolled?.today ?? 0, last_7_days: enrolled?.week ?? 0, last_30_days: enrolled?.month ?? 0 },
    revenue_vnd: { today: revenue?.today ?? 0, last_7_days: revenue?.week ?? 0, last_30_days: revenue?.month ?? 0 },
    open_chats: openChats?.value ?? 0,
    unread_contacts: unread,
    low_stock: lowStock.map((row) => ({
      variant_id: row.id,
      product_id: row.productId,
      product: { en: row.titleEn, vi: row.titleVi },
      combination_key: row.combinationKey,
      available: row.available,
      threshold: row.threshold,
    })),
    generated_at: now.toISOString(),
  };
}
