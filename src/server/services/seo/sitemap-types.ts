import type { Locale } from '@/lib/locales';

/** One document of the site: its path in each language it exists in (without the locale prefix). */
export interface SitemapEntry {
  paths: Partial<Record<Locale, string>>;
  lastModified?: Date;
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** 0.0–1.0, relative to the site's other pages. */
  priority?: number;
}

/**
 * A kind of content the sitemap lists. Each feature with public pages adds one source
 * (sitemap-sources.ts): the static pages, courses, posts and the shop's products.
 */
export interface SitemapSource {
  name: string;
  entries(): Promise<SitemapEntry[]>;
}
