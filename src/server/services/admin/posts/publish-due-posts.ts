import { logger } from '../../../http/logger';
import { revalidatePagesFromServer } from '../../../http/revalidate-from-server';
import { getDb } from '../../../db/client';
import * as adminPostRepository from '../../../repositories/admin-post-repository';
import { forgetPostReads } from '../../blog/post-cache';
import { recordAudit, SERVER_ACTOR } from '../record-audit';
import { postPublicPaths } from './post-public-paths';

/**
 * Marks the scheduled posts whose time has come as published (audited as the server's
 * work), forgets the cached blog reads and regenerates the pages that show them. Several
 * instances may sweep at once: each post is taken by one. Run by the `posts-publish-due` job,
 * at each scheduled post's time and every minute. Readers see a scheduled post from its time
 * on anyway (the public reads check the time); this regenerates the pages that list it.
 */
export async function publishDuePosts(now: Date = new Date()): Promise<number[]> {
  const published = await getDb().transaction(async (tx) => {
    const rows = await adminPostRepository.publishDue(now, tx);
    for (const row of rows) {
      await recordAudit(tx, SERVER_ACTOR, {
        action: 'post.publish_scheduled',
        entityType: 'post',
        entityId: row.id,
        before: { status: 'scheduled' },
        after: { status: 'published' },
      });
    }
    return rows;
  });
  if (published.length === 0) return [];
  forgetPostReads();
  await revalidatePagesFromServer(postPublicPaths(published.flatMap((row) => row.slugs)));
  logger.info({ posts: published.map((row) => row.id) }, 'scheduled posts published');
  return published.map((row) => row.id);
}
