import { getDb } from '../db/client';
import { postTags, type PostTag } from '../db/schema/posts';
import type { Executor } from '../db/types';

/** Database access for the blog's tags (a post's tags are read with the post: post-repository). */

/** Creates the tag or updates its names; returns it. */
export async function upsertBySlug(
  values: { slug: string; nameEn: string; nameVi: string },
  db: Executor = getDb(),
): Promise<PostTag> {
  const [row] = await db
    .insert(postTags)
    .values(values)
    .onConflictDoUpdate({ target: postTags.slug, set: values })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
