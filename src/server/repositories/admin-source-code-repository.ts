import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { getDb } from '../db/client';
import {
  sourceCodeFilters,
  sourceCodeProductFilters,
  sourceCodes,
  type NewSourceCode,
  type SourceCode,
} from '../db/schema/source-codes';
import type { Executor } from '../db/types';

/**
 * Database access for the back office's source-code products: every product whatever its
 * state (the public source-code-repository reads published ones only) and their writes.
 */

export async function findById(id: number, db: Executor = getDb()): Promise<SourceCode | null> {
  const [row] = await db.select().from(sourceCodes).where(eq(sourceCodes.id, id)).limit(1);
  return row ?? null;
}

/** Locks the product row for the rest of the transaction: two edits (or an edit and a new version) queue up. */
export async function findByIdForUpdate(id: number, db: Executor): Promise<SourceCode | null> {
  const [row] = await db.select().from(sourceCodes).where(eq(sourceCodes.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function slugTaken(slug: string, exceptId: number | null, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: sourceCodes.id })
    .from(sourceCodes)
    .where(
      exceptId === null ? eq(sourceCodes.slug, slug) : and(eq(sourceCodes.slug, slug), ne(sourceCodes.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function insert(values: NewSourceCode, db: Executor): Promise<SourceCode> {
  const [row] = await db.insert(sourceCodes).values(values).returning();
  return row!;
}

export async function update(id: number, values: Partial<NewSourceCode>, db: Executor): Promise<SourceCode> {
  const [row] = await db.update(sourceCodes).set(values).where(eq(sourceCodes.id, id)).returning();
  return row!;
}

export async function filterIdsOf(sourceCodeId: number, db: Executor = getDb()): Promise<number[]> {
  const rows = await db
    .select({ id: sourceCodeProductFilters.filterId })
    .from(sourceCodeProductFilters)
    .where(eq(sourceCodeProductFilters.sourceCodeId, sourceCodeId))
    .orderBy(asc(sourceCodeProductFilters.filterId));
  return rows.map((row) => row.id);
}

export async function setFilters(sourceCodeId: number, filterIds: readonly number[], db: Executor): Promise<void> {
  await db.delete(sourceCodeProductFilters).where(eq(sourceCodeProductFilters.sourceCodeId, sourceCodeId));
  if (filterIds.length > 0) {
    await db
      .insert(sourceCodeProductFilters)
      .values([...new Set(filterIds)].map((filterId) => ({ sourceCodeId, filterId })));
  }
}

/** The ids among `ids` that name no facet. */
export async function unknownFilterIds(ids: readonly number[], db: Executor = getDb()): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: sourceCodeFilters.id })
    .from(sourceCodeFilters)
    .where(inArray(sourceCodeFilters.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
