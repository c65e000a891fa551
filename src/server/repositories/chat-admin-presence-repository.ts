import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { chatAdminPresence, type ChatAdminStatusValue } from '../db/schema/chat';
import type { Executor } from '../db/types';

/** Database access for `chat_admin_presence`: when each admin's console last polled, and their own status. */

export async function touch(userId: string, at: Date, db: Executor = getDb()): Promise<void> {
  await db
    .insert(chatAdminPresence)
    .values({ userId, lastSeenAt: at })
    .onConflictDoUpdate({
      target: chatAdminPresence.userId,
      // Never move backwards: two instances may write out of order.
      set: { lastSeenAt: sql`greatest(${chatAdminPresence.lastSeenAt}, excluded.last_seen_at)` },
    });
}

/** The admin's own status, and the console counts as seen now (whoever says they are online is there). */
export async function setStatus(
  userId: string,
  status: ChatAdminStatusValue,
  at: Date,
  db: Executor = getDb(),
): Promise<void> {
  await db
    .insert(chatAdminPresence)
    .values({ userId, lastSeenAt: at, status })
    .onConflictDoUpdate({
      target: chatAdminPresence.userId,
      set: { status, lastSeenAt: sql`greatest(${chatAdminPresence.lastSeenAt}, excluded.last_seen_at)` },
    });
}

export async function statusOf(userId: string, db: Executor = getDb()): Promise<ChatAdminStatusValue | null> {
  const [row] = await db
    .select({ status: chatAdminPresence.status })
    .from(chatAdminPresence)
    .where(eq(chatAdminPresence.userId, userId))
    .limit(1);
  return row?.status ?? null;
}

/** Whether an admin who says they are online has had the console open since `since`. */
export async function anyOnlineSince(since: Date, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ userId: chatAdminPresence.userId })
    .from(chatAdminPresence)
    .where(and(eq(chatAdminPresence.status, 'online'), gt(chatAdminPresence.lastSeenAt, since)))
    .limit(1);
  return row !== undefined;
}
