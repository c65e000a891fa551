import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user';
import { getDb } from '../db/client';
import { sessions, users, type Session } from '../db/schema/auth';
import type { Executor } from '../db/types';

/** Database access for `sessions`; rules live in services. */

export async function create(
  values: { userId: string; tokenId: string; expiresAt: Date },
  db: Executor = getDb(),
): Promise<Session> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * The user of a live session: the row exists, belongs to that user, is unexpired and
 * unrevoked, and the account is not disabled (disabling revokes the sessions too; this also
 * refuses one a sign-in racing the disable may have added).
 */
export async function findActiveUser(
  tokenId: string,
  userId: string,
  now: Date = new Date(),
  db: Executor = getDb(),
): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenId, tokenId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revoke(id: string, db: Executor = getDb()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password change, reset). */
export async function revokeAllForUser(userId: string, db: Executor = getDb()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but one (password change keeps the session that made it). */
export async function revokeAllForUserExcept(userId: string, keepId: string, db: Executor = getDb()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)));
}
