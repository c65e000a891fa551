import type { ServerResponse } from 'node:http';
import { LOCALES, localePath } from '@/lib/locales';
import { logger } from './logger';

/** Next gives API routes' responses this method; the tests' plain responses lack it. */
type RevalidatingResponse = ServerResponse & { revalidate?: (urlPath: string) => Promise<void> };

/**
 * Regenerates the statically rendered pages at `paths` (unprefixed, e.g. `/courses/x`) in
 * every language, now rather than at their next interval (README "Rendering"), so an edit
 * made in the back office is public within the request that made it. A page that fails to
 * regenerate (for example one that no longer exists, after a slug changed) is logged and
 * left to its interval: the write itself has succeeded.
 */
export async function revalidatePages(res: ServerResponse, paths: readonly string[]): Promise<void> {
  const revalidate = (res as RevalidatingResponse).revalidate;
  if (typeof revalidate !== 'function') return;
  const urls = [...new Set(paths)].flatMap((path) => LOCALES.map((locale) => localePath(locale, path)));
  const results = await Promise.allSettled(urls.map((url) => revalidate.call(res, url)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      logger.warn(
        { err: result.reason, path: urls[index] },
        'on-demand revalidation failed; the page waits for its interval',
      );
    }
  });
}
