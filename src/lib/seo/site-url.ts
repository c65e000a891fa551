import { localePath, type Locale } from '@/lib/locales';

/**
 * The site's public origin for absolute URLs in page heads (canonical, hreflang, Open
 * Graph), the sitemap and the feeds. Statically rendered pages are written at build time,
 * so next.config.js inlines APP_URL as it was then: build with the production APP_URL.
 */
export const SITE_URL = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

export function absoluteUrl(locale: Locale, path: string): string {
  return `${SITE_URL}${localePath(locale, path)}`;
}

/** An asset path (image, feed) as an absolute URL; absolute URLs pass through. */
export function absoluteAsset(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${SITE_URL}${path.startsWith('/') ? '' : '/'}${path}`;
}
