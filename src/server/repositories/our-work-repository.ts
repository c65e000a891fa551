import { asc } from 'drizzle-orm';
import { getDb } from '../db/client';
import { ourWorks, type NewOurWork, type OurWork } from '../db/schema/our-works';
import type { Executor } from '../db/types';

/** Database access for the outsourcing showcase. */

export async function listAll(db: Executor = getDb()): Promise<OurWork[]> {
  return db.select().from(ourWorks).orderBy(asc(ourWorks.position), asc(ourWorks.id));
}

/** Creates the project or updates it in place; the slug is its natural key. */
export async function upsertBySlug(values: NewOurWork, db: Executor = getDb()): Promise<void> {
  await db.insert(ourWorks).values(values).onConflictDoUpdate({ target: ourWorks.slug, set: values });
}
