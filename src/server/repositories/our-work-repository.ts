import { asc, isNotNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { ourWorks, type NewOurWork, type OurWork } from '../db/schema/our-works';
import type { Executor } from '../db/types';

/**
 * Database access for the public showcase: published projects only (the back office's
 * admin-our-work-repository reads and writes drafts too).
 */

export async function listPublished(db: Executor = getDb()): Promise<OurWork[]> {
  return db
    .select()
    .from(ourWorks)
    .where(isNotNull(ourWorks.publishedAt))
    .orderBy(asc(ourWorks.position), asc(ourWorks.id));
}

/**
 * Adds a project the showcase does not have yet (by slug, its natural key); one it has is
 * left as it is, since the back office may have edited, moved or unpublished it.
 */
export async function insertUnlessPresent(values: NewOurWork, db: Executor = getDb()): Promise<void> {
  await db.insert(ourWorks).values(values).onConflictDoNothing({ target: ourWorks.slug });
}
