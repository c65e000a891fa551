import type { Locale } from '@/lib/locales';

/**
 * One time zone for server and browser alike: a date rendered on the server must read the
 * same after hydration, whatever the visitor's zone. The site's audience is in Vietnam,
 * whose clocks (Asia/Ho_Chi_Minh) have been UTC+7 all year, without daylight saving, since
 * 1975.
 */
export const SITE_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date in the page's language, "12 Mar 2026" / "12 thg 3, 2026": what
 * `Intl.DateTimeFormat` writes for en-GB and vi-VN in the medium style and Vietnam's zone,
 * written by hand because building that formatter is the costliest step of a post page's
 * start on a phone (./decimal.ts says more). tests/unit/lib/format compares the two.
 */
export function formatDate(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${iso}`);
  const local = new Date(time + VIETNAM_OFFSET_MS);
  const [day, month, year] = [local.getUTCDate(), local.getUTCMonth(), local.getUTCFullYear()];
  return locale === 'vi' ? `${day} thg ${month + 1}, ${year}` : `${day} ${EN_MONTHS[month]} ${year}`;
}
