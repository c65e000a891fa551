import { gt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { chatAdminPresence } from '../db/schema/chat';
import type { Executor } from '../db/types';

/** Database access for `chat_admin_presence`: when each admin's console last polled. */

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

export async function anySeenSince(since: Date, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ userId: chatAdminPresence.userId })
    .from(chatAdminPresence)
    .where(gt(chatAdminPresence.lastSeenAt, since))
    .limit(1);
  return row !== undefined;
}
