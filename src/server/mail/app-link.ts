import { localePath, type Locale } from '@/lib/locales';
import { env } from '../env';

/**
 * An absolute link to a page of the site in a language: English pages are unprefixed,
 * Vietnamese ones live under /vi (spec §1).
 */
export function appLink(locale: Locale, path: string, params: Record<string, string> = {}): string {
  const base = env.APP_URL.replace(/\/+$/, '');
  const query = new URLSearchParams(params).toString();
  return `${base}${localePath(locale, path)}${query ? `?${query}` : ''}`;
}
