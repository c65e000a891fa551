import { asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { postCategories, type PostCategory } from '../db/schema/posts';
import type { Executor } from '../db/types';

/** Database access for the blog's categories. */

export async function listAll(db: Executor = getDb()): Promise<PostCategory[]> {
  return db.select().from(postCategories).orderBy(asc(postCategories.position), asc(postCategories.id));
}

export async function findById(id: number, db: Executor = getDb()): Promise<PostCategory | null> {
  const [row] = await db.select().from(postCategories).where(eq(postCategories.id, id)).limit(1);
  return row ?? null;
}

export async function findBySlug(slug: string, db: Executor = getDb()): Promise<PostCategory | null> {
  const [row] = await db.select().from(postCategories).where(eq(postCategories.slug, slug)).limit(1);
  return row ?? null;
}

/** Creates the category or updates its names and position; returns it. */
export async function upsertBySlug(
  values: { slug: string; nameEn: string; nameVi: string; position: number },
  db: Executor = getDb(),
): Promise<PostCategory> {
  const [row] = await db
    .insert(postCategories)
    .values(values)
    .onConflictDoUpdate({ target: postCategories.slug, set: values })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
