import { useRouter } from 'next/router';
import { useHydrated } from './use-hydrated';

/**
 * The site's audience is in Vietnam: the server writes dates and times in its zone, and
 * once the page has hydrated they follow the visitor's own (the same for most visitors, so
 * nothing moves). Without a zone, the server would write its own (UTC on most hosts), and
 * the browser's first render would disagree with the HTML: a hydration error.
 */
export const SITE_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** A formatter of ISO timestamps in the page's language, safe to render on the server. */
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
