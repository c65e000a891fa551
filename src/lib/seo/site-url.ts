import { localePath, type Locale } from '@/lib/locales';

/**
 * Absolute URLs for page heads (canonical, hreflang, Open Graph), JSON-LD, the sitemap and
 * the feeds, under `origin`: the site's public address (APP_URL) as the server reads it at
 * run time (src/server/seo/site-origin.ts), handed to pages in their props. Never inlined
 * at build time, so one build serves any address.
 */
export function absoluteUrl(origin: string, locale: Locale, path: string): string {
  return `${origin}${localePath(locale, path)}`;
}

/** An asset path (image, feed) as an absolute URL; absolute URLs pass through. */
export function absoluteAsset(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** What a page with an SEO head receives from its data function (pageOrigin). */
export interface SiteOriginProps {
  /** The site's address, as the server read it when it rendered the page. */
  origin: string;
}
