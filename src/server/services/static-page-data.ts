import { isBuildPhase } from '../build-phase';
import { logger } from '../http/logger';

/**
 * Data for statically rendered pages (getStaticProps + revalidate, DESIGN.md §1).
 *
 * `next build` renders such pages with no database (migrations run at server start, never
 * during the build), and a page must not fail for a database that is briefly down. In both
 * cases the page gets null — it then loads its data in the browser, like any other failed
 * load — and is revalidated after a second instead of the usual interval, so the next
 * visitor gets it whole.
 */
export const STATIC_REVALIDATE_S = 300;
const RETRY_REVALIDATE_S = 1;

export async function loadStaticPageData<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  if (isBuildPhase()) return null;
  try {
    return await load();
  } catch (error) {
    logger.error({ err: error }, `${what}: loading the page data failed`);
    return null;
  }
}

/** The revalidate interval of a page given what loadStaticPageData returned. */
export function revalidateAfter(data: unknown): number {
  return data === null ? RETRY_REVALIDATE_S : STATIC_REVALIDATE_S;
}
