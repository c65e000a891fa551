import type { Locale } from '@/lib/locales';

// One time zone for server and browser alike: a date rendered on the server must read the
// same after hydration, whatever the visitor's zone. The site's audience is in Vietnam.
const TIME_ZONE = 'Asia/Ho_Chi_Minh';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar date in the page's language: "12 Mar 2026" / "12 thg 3, 2026". */
export function formatDate(iso: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', { dateStyle: 'medium', timeZone: TIME_ZONE });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
