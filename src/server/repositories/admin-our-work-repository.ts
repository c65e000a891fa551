import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { ourWorks, type NewOurWork, type OurWork } from '../db/schema/our-works';
import type { Executor } from '../db/types';
import { integerById } from './integer-by-id';

/**
 * Database access for the back office's showcase: every project, drafts too (the public
 * our-work-repository reads published ones only), and their writes.
 */

const SHOWCASE_ORDER = [asc(ourWorks.position), asc(ourWorks.id)] as const;

export async function listAll(db: Executor = getDb()): Promise<OurWork[]> {
  return db
    .select()
    .from(ourWorks)
    .orderBy(...SHOWCASE_ORDER);
}

export async function findById(id: number, db: Executor = getDb()): Promise<OurWork | null> {
  const [row] = await db.select().from(ourWorks).where(eq(ourWorks.id, id)).limit(1);
  return row ?? null;
}

/** Locks the project's row for the rest of the transaction: two edits of it queue up. */
export async function findByIdForUpdate(id: number, db: Executor): Promise<OurWork | null> {
  const [row] = await db.select().from(ourWorks).where(eq(ourWorks.id, id)).for('update').limit(1);
  return row ?? null;
}

/**
 * Every project in showcase order, each row locked for the rest of the transaction: a
 * reorder compares its list with these, and no edit or deletion slips in before it writes.
 */
export async function lockAll(db: Executor): Promise<OurWork[]> {
  return db
    .select()
    .from(ourWorks)
    .orderBy(...SHOWCASE_ORDER)
    .for('update');
}

export async function slugTaken(slug: string, exceptId: number | null, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: ourWorks.id })
    .from(ourWorks)
    .where(exceptId === null ? eq(ourWorks.slug, slug) : and(eq(ourWorks.slug, slug), ne(ourWorks.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** A new project, placed last in the showcase. */
export async function insertLast(values: Omit<NewOurWork, 'position'>, db: Executor): Promise<OurWork> {
  const [row] = await db
    .insert(ourWorks)
    .values({ ...values, position: sql`(select coalesce(max(${ourWorks.position}), -1) + 1 from ${ourWorks})` })
    .returning();
  return row!;
}

export async function update(id: number, values: Partial<NewOurWork>, db: Executor): Promise<OurWork> {
  const [row] = await db.update(ourWorks).set(values).where(eq(ourWorks.id, id)).returning();
  return row!;
}

export async function remove(id: number, db: Executor): Promise<void> {
  await db.delete(ourWorks).where(eq(ourWorks.id, id));
}

/** Positions 0..n-1 in the order of `ids`: one UPDATE, whatever the number of projects (integer-by-id.ts). */
export async function writeOrder(ids: readonly number[], db: Executor): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(ourWorks)
    .set({
      position: integerById(
        ourWorks.id,
        ids.map((id, index) => [id, index] as const),
      ),
    })
    .where(inArray(ourWorks.id, [...ids]));
}
