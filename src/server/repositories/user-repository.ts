import { count, eq, isNull, and, sql } from 'drizzle-orm';
import { normalizeEmail } from '../auth/normalize-email';
import { getDb } from '../db/client';
import { users, type NewUser, type User, type UserRole } from '../db/schema/auth';
import type { Executor } from '../db/types';

/** Database access for `users`; rules live in services. */

export async function findById(id: string, db: Executor = getDb()): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The user, its row locked until the transaction ends (password changes wait for it). */
export async function lockById(id: string, tx: Executor): Promise<User | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

export async function findByEmail(email: string, db: Executor = getDb()): Promise<User | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

/** Inserts, or updates every given column of the user with that email (seed, imports). */
export async function upsertByEmail(values: NewUser, db: Executor = getDb()): Promise<User> {
  const row = { ...values, email: normalizeEmail(values.email) };
  const { id: _id, email: _email, createdAt: _createdAt, ...changes } = row;
  const [saved] = await db
    .insert(users)
    .values(row)
    .onConflictDoUpdate({ target: users.email, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!saved) throw new Error('upsert returned no row');
  return saved;
}

/** The addresses of every admin account, oldest account first. */
export async function listAdminEmails(db: Executor = getDb()): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.createdAt);
  return rows.map((row) => row.email);
}

export async function countAll(db: Executor = getDb()): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

/** Inserts a new user; null when the email is taken (unique violation), so callers need no race check. */
export async function create(values: NewUser, db: Executor = getDb()): Promise<User | null> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: normalizeEmail(values.email) })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export type ProfileChanges = Partial<Pick<NewUser, 'name' | 'phone' | 'jobTitle' | 'address'>>;

export async function updateProfile(id: string, changes: ProfileChanges, db: Executor = getDb()): Promise<User | null> {
  if (Object.keys(changes).length === 0) return findById(id, db);
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** null removes the password (the account then signs in with Google or a reset link only). */
export async function updatePasswordHash(
  id: string,
  passwordHash: string | null,
  db: Executor = getDb(),
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** Sets email_verified_at once; an already verified account keeps its first date. */
export async function markEmailVerified(id: string, db: Executor = getDb()): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}

export async function setRole(id: string, role: UserRole, db: Executor = getDb()): Promise<User | null> {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
  return row ?? null;
}
