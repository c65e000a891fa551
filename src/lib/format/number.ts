/**
 * Counts and ratings written the way each site language writes them (`1,840` / `1.840`,
 * `4.7` / `4,7`).
 */
import { toLocale, type Locale } from '@/lib/locales';
import { formatDecimal, type DecimalStyle } from './decimal';

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
