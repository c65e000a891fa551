import { count, eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '../auth/normalize-email';
import { getDb } from '../db/client';
import { users, type NewUser, type User } from '../db/schema/auth';
import type { Executor } from '../db/types';

/** Database access for `users`; rules live in services. */

export async function findById(id: string, db: Executor = getDb()): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findByEmail(email: string, db: Executor = getDb()): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
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

export async function countAll(db: Executor = getDb()): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}
