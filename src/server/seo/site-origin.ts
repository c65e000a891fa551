import { env } from '../env';

/**
 * The site's public address (APP_URL, without a trailing slash), read from the validated
 * environment when a page, the sitemap, a feed or robots.txt is rendered: at run time,
 * never at build time, so one build serves whatever address it is started with. Pages get it
 * in their props (pageOrigin) and hand it to their head and JSON-LD; browser code never
 * reads the environment for it.
 */
export function siteOrigin(): string {
  return env.APP_URL.replace(/\/+$/, '');
}

/** The props every page with an SEO head carries: the origin its absolute URLs are written under. */
export function pageOrigin(): { origin: string } {
  return { origin: siteOrigin() };
}
