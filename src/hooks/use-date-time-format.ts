import { useRouter } from 'next/router';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import { intlLocale } from '@/lib/locales';
import { useHydrated } from './use-hydrated';

type DateTimeStyle = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

// Built once per language, style and zone: a chat's list formats every message's time on
// each render, and building a formatter costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, style: DateTimeStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${style.dateStyle ?? ''}|${style.timeStyle ?? ''}|${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...style, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A formatter of ISO timestamps in the page's language, safe to render on the server: it
 * writes Vietnam's time (the site's audience) until the page has hydrated, then the
 * visitor's own (the same for most visitors, so nothing moves). Without a zone, the server
 * would write its own (UTC on most hosts), and the browser's first render would disagree
 * with the HTML: a hydration error.
 */
export function useDateTimeFormat(style: DateTimeStyle): (iso: string) => string {
  const { locale } = useRouter();
  const hydrated = useHydrated();
  const format = formatterOf(intlLocale(locale), style, hydrated ? undefined : SITE_TIME_ZONE);
  return (iso) => format.format(new Date(iso));
}

/**
 * A chat message's time, one format for the visitors' widget and the admins' console: the
 * time of day for a message of today ("15:22"), the date and time before that ("12 Mar
 * 2026, 15:22"), both as the rest of the site writes them. "Today" is judged in the zone the
 * time is written in, so the two always agree.
 */
export function useMessageTimeFormat(): (iso: string, now?: Date) => string {
  const time = useDateTimeFormat({ timeStyle: 'short' });
  const dateAndTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const day = useDateTimeFormat({ dateStyle: 'short' });
  return (iso, now = new Date()) => (day(iso) === day(now.toISOString()) ? time(iso) : dateAndTime(iso));
}
