import { isBuildPhase } from '../build-phase';
import { logger } from '../http/logger';

/**
 * The one way a statically rendered page (getStaticProps) gets its data and its
 * regeneration interval (README "Rendering"). ESLint keeps pages from writing `revalidate`
 * themselves, so the site has one interval and one retry rule.
 *
 * `next build` has no database (migrations run when the server starts): a page built then
 * carries null, loads its data on arrival, and is regenerated on the next request after a
 * second. After that, every page is regenerated at most once a minute. A regeneration that
 * fails throws: Next keeps serving the page it has (never a page baked with an error) and
 * tries again on the next request.
 */
const PAGE_REVALIDATE_S = 60;
const BUILT_WITHOUT_DATA_REVALIDATE_S = 1;

/**
 * The page's data, or null inside `next build`. `load` throws, or answers null, when the
 * data could not be read; both fail the regeneration (logged here with the page's name).
 */
export async function loadStaticPageData<T>(page: string, load: () => Promise<T | null>): Promise<T | null> {
  if (isBuildPhase()) return null;
  let data: T | null;
  try {
    data = await load();
  } catch (error) {
    logger.error({ err: error }, `${page}: loading the page data failed; the page served so far is kept`);
    throw error;
  }
  if (data === null) throw new Error(`${page}: the page data could not be loaded; the page served so far is kept`);
  return data;
}

/**
 * A getStaticProps result (props, notFound or redirect) with its regeneration interval.
 * `data`: what loadStaticPageData answered, when the page has any; null (a page built
 * without its data) is regenerated on the next request.
 */
export function revalidated<R extends object>(result: R, data?: unknown): R & { revalidate: number } {
  return { ...result, revalidate: data === null ? BUILT_WITHOUT_DATA_REVALIDATE_S : PAGE_REVALIDATE_S };
}
