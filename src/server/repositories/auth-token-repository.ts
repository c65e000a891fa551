import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { authTokens, type AuthToken, type AuthTokenPurpose } from '../db/schema/auth';
import type { Executor } from '../db/types';

/** Database access for `auth_tokens` (hashed single-use tokens); rules live in services. */

export async function create(
  values: { userId: string; purpose: AuthTokenPurpose; tokenHash: string; expiresAt: Date },
  db: Executor = getDb(),
): Promise<AuthToken> {
  const [row] = await db.insert(authTokens).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findByHash(
  tokenHash: string,
  purpose: AuthTokenPurpose,
  db: Executor = getDb(),
): Promise<AuthToken | null> {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/**
 * Marks a token used, only if nobody used it first: false when a concurrent request won,
 * which is what makes the tokens single-use under races.
 */
export async function markUsed(id: string, db: Executor = getDb()): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

/** Spends every outstanding token of a kind for a user (e.g. older reset links after a reset). */
export async function markAllUsedForUser(
  userId: string,
  purpose: AuthTokenPurpose,
  db: Executor = getDb(),
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}
