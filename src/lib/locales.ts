/** The site's languages (spec §1): English is the default and unprefixed; Vietnamese lives under /vi. */
export const LOCALES = ['en', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function toLocale(value: string | undefined | null): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/**
 * A page's path under a locale: English unprefixed, Vietnamese under /vi (spec §1). The one
 * place the prefix is made: links, redirects, canonical URLs, the robots file.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  // eslint-disable-next-line no-restricted-syntax -- the one place the prefix is written
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The tag the Intl formatters take for a site language: British English's day-month order
 * and 24-hour clock (as Vietnamese writes them too), and Vietnamese.
 */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', vi: 'vi-VN' };

export function intlLocale(locale: string | undefined | null): string {
  return INTL_LOCALES[toLocale(locale)];
}
