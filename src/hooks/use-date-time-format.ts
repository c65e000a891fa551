import { useRouter } from 'next/router';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import { useHydrated } from './use-hydrated';

/**
 * A formatter of ISO timestamps in the page's language, safe to render on the server: it
 * writes Vietnam's time (the site's audience) until the page has hydrated, then the
 * visitor's own (the same for most visitors, so nothing moves). Without a zone, the server
 * would write its own (UTC on most hosts), and the browser's first render would disagree
 * with the HTML: a hydration error.
 */
export function useDateTimeFormat(
  style: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
): (iso: string) => string {
  const { locale } = useRouter();
  const hydrated = useHydrated();
  const format = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    ...style,
    timeZone: hydrated ? undefined : SITE_TIME_ZONE,
  });
  return (iso) => format.format(new Date(iso));
}
