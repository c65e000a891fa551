import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, localePath } from '@/lib/locales';
import { logger } from './logger';

/** Next's header for an on-demand regeneration (what `res.revalidate` sends). */
const REVALIDATE_HEADER = 'x-prerender-revalidate';

let previewModeId: string | null | undefined;

/** The build's secret that Next checks on an on-demand regeneration; null outside a built server (dev, tests). */
function buildRevalidateSecret(): string | null {
  if (previewModeId !== undefined) return previewModeId;
  try {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')) as {
      preview?: { previewModeId?: string };
    };
    previewModeId = manifest.preview?.previewModeId ?? null;
  } catch {
    previewModeId = null;
  }
  return previewModeId;
}

/**
 * Regenerates statically rendered pages from the server's own timed work (a scheduled post
 * coming due), where no request's `res.revalidate` exists (revalidatePages): the same
 * request Next makes for it, sent to this server on loopback, with the build's secret,
 * which never leaves the machine. `next start` puts its port in PORT. Without a built
 * server the pages follow their interval (one minute).
 */
export async function revalidatePagesFromServer(paths: readonly string[]): Promise<void> {
  const secret = buildRevalidateSecret();
  const port = process.env.PORT;
  if (!secret || !port) return;
  const urls = [...new Set(paths)].flatMap((page) => LOCALES.map((locale) => localePath(locale, page)));
  const results = await Promise.allSettled(
    urls.map(async (url) => {
      const response = await fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'HEAD',
        headers: { [REVALIDATE_HEADER]: secret },
        signal: AbortSignal.timeout(30_000),
      });
      // A page that is now a 404 (a post taken down) answers so; anything else is a failure.
      if (!response.ok && response.status !== 404) throw new Error(`HTTP ${response.status}`);
    }),
  );
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      logger.warn({ err: result.reason, path: urls[index] }, 'regeneration failed; the page waits for its interval');
    }
  });
}
