import type { IncomingMessage } from 'node:http';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@/lib/locales';

type LocaleRequest = IncomingMessage & { query?: Record<string, string | string[] | undefined> };

/**
 * The language of a reply's translatable content and side effects (mails, messages),
 * DESIGN.md §2: a validated `lang` the route parsed wins; else `?lang=en|vi`; else an
 * Accept-Language whose first choice is Vietnamese (the site's axios client sends the
 * page's language); else English.
 */
export function requestLocale(req: LocaleRequest, lang?: Locale): Locale {
  if (lang) return lang;
  const raw = req.query?.lang;
  const fromQuery = Array.isArray(raw) ? raw[0] : raw;
  if (fromQuery === 'vi' || fromQuery === 'en') return toLocale(fromQuery);
  const first = req.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'vi' || first.startsWith('vi-') || first.startsWith('vi;') ? 'vi' : DEFAULT_LOCALE;
}
