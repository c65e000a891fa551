import { logger } from '../../../http/logger';
import { revalidatePagesFromServer } from '../../../http/revalidate-from-server';
import { getDb } from '../../../db/client';
import * as adminPostRepository from '../../../repositories/admin-post-repository';
import { forgetPostReads } from '../../blog/post-cache';
import { recordAudit, SERVER_ACTOR } from '../record-audit';
import { postPublicPaths } from './post-public-paths';

/**
 * How often the server looks for scheduled posts come due. Readers see a scheduled post from
 * its time on anyway (the public reads check the time); the sweep marks it published, and
 * regenerates the pages that list it, so they show it within this time plus a regeneration.
 */
const SWEEP_INTERVAL_MS = 15_000;

/**
 * Marks the scheduled posts whose time has come as published (audited as the server's
 * work), forgets the cached blog reads and regenerates the pages that show them. Several
 * instances may sweep at once: each post is taken by one.
 *
 * @internal exported for the tests
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

const holder = globalThis as typeof globalThis & { __learnhubPostSweep?: NodeJS.Timeout };

/** Starts the sweep (once per process). */
export function startScheduledPostSweep(): void {
  if (holder.__learnhubPostSweep) return;
  const timer = setInterval(() => {
    publishDuePosts().catch((error: unknown) => logger.warn({ err: error }, 'publishing scheduled posts failed'));
  }, SWEEP_INTERVAL_MS);
  // The sweep must never keep a stopping process alive.
  timer.unref();
  holder.__learnhubPostSweep = timer;
}
