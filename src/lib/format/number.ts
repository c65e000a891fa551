/**
 * Counts and dates written the way each site language writes them (`1,840` / `1.840`;
 * `1 Nov 2026` / `1 thg 11, 2026`). Intl formatters are costly to build, and a list page
 * formats many values per render: one of each per language, made on first use.
 */
import { toLocale, type Locale } from '@/lib/locales';
import { formatDecimal, type DecimalStyle } from './decimal';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', vi: 'vi-VN' };

const dates = new Map<Locale, Intl.DateTimeFormat>();

function cached<T>(cache: Map<Locale, T>, language: string, make: (locale: string) => T): T {
  const locale = toLocale(language);
  let formatter = cache.get(locale);
  if (!formatter) {
    formatter = make(INTL_LOCALE[locale]);
    cache.set(locale, formatter);
  }
  return formatter;
}

/**
 * en-GB and vi-VN as `Intl.NumberFormat` writes them by default (up to three decimals),
 * without building one (./decimal.ts says why).
 */
const NUMBER_STYLES: Record<Locale, DecimalStyle> = {
  en: { group: ',', decimal: '.', maxFraction: 3, groupFrom: 4 },
  vi: { group: '.', decimal: ',', maxFraction: 3, groupFrom: 4 },
};

/** A number with the language's grouping and decimal marks (`4.7` / `4,7`). */
export function formatNumber(value: number, language: string): string {
  return formatDecimal(value, NUMBER_STYLES[toLocale(language)]);
}

/** A date (from an ISO string or a Date) in the language's medium style. */
export function formatDate(value: string | Date, language: string): string {
  return cached(dates, language, (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(
    new Date(value),
  );
}
