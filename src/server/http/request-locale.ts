import { DEFAULT_LOCALE, type Locale } from '@/lib/locales';
import type { ApiRequest } from './handler';

/**
 * The language a reply's side effects (mails) use: `?lang=vi`, else an Accept-Language
 * whose first choice is Vietnamese, else English. The site's pages send `lang` explicitly,
 * since the browser's Accept-Language is not the language the visitor chose on the site.
 */
export function requestLocale(req: ApiRequest): Locale {
  const lang = req.query?.lang;
  const fromQuery = Array.isArray(lang) ? lang[0] : lang;
  if (fromQuery === 'vi' || fromQuery === 'en') return fromQuery;
  const first = req.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'vi' || first.startsWith('vi-') || first.startsWith('vi;') ? 'vi' : DEFAULT_LOCALE;
}
