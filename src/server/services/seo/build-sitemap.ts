import { escapeHtml as xml } from '@/lib/format/escape-html';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';
import { absoluteUrl } from '@/lib/seo/site-url';
import { siteOrigin } from '../../seo/site-origin';
import { SITEMAP_SOURCES } from './sitemap-sources';
import type { SitemapEntry, SitemapSource } from './sitemap-types';

/**
 * /sitemap.xml (sitemaps.org protocol): one <url> per page and language, each naming its
 * other languages (and x-default, the English page) with xhtml:link — Google's way of
 * reading hreflang from a sitemap.
 */
export async function buildSitemap(sources: readonly SitemapSource[] = SITEMAP_SOURCES): Promise<string> {
  const entries = (await Promise.all(sources.map((source) => source.entries()))).flat();
  const origin = siteOrigin();
  const urls = entries.flatMap((entry) => urlElements(origin, entry));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function urlElements(origin: string, entry: SitemapEntry): string[] {
  const languages = LOCALES.filter((locale) => entry.paths[locale] !== undefined);
  const defaultLanguage = entry.paths[DEFAULT_LOCALE] !== undefined ? DEFAULT_LOCALE : languages[0];
  const alternates = [
    ...languages.map((locale) => [locale, absoluteUrl(origin, locale, entry.paths[locale]!)] as const),
    ...(defaultLanguage
      ? [['x-default', absoluteUrl(origin, defaultLanguage, entry.paths[defaultLanguage]!)] as const]
      : []),
  ].map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`);
  return languages.map((locale) =>
    [
      '  <url>',
      `    <loc>${xml(absoluteUrl(origin, locale, entry.paths[locale]!))}</loc>`,
      ...(entry.lastModified ? [`    <lastmod>${entry.lastModified.toISOString()}</lastmod>`] : []),
      ...(entry.changeFrequency ? [`    <changefreq>${entry.changeFrequency}</changefreq>`] : []),
      ...(entry.priority !== undefined ? [`    <priority>${entry.priority.toFixed(1)}</priority>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n'),
  );
}
