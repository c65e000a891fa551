import type { IncomingMessage } from 'node:http';
import { DEFAULT_LOCALE, type Locale } from '@/lib/locales';

/**
 * The language of translatable content in a reply (DESIGN.md §2): an explicit `?lang=`
 * wins; otherwise an Accept-Language whose first choice is Vietnamese (`vi`, `vi-VN`);
 * otherwise English.
 */
export function requestLanguage(req: IncomingMessage, lang?: Locale): Locale {
  if (lang) return lang;
  const header = req.headers['accept-language'];
  const first = typeof header === 'string' ? header.split(',')[0]?.trim().toLowerCase() : undefined;
  return first?.startsWith('vi') ? 'vi' : DEFAULT_LOCALE;
}
