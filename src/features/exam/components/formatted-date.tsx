import { useRouter } from 'next/router';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The site's audience is in Vietnam: the server renders dates in its time zone, and once
 * in the browser they follow the visitor's own (the same for most visitors, so no flicker).
 */
const SITE_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export function FormattedDate({ iso, withTime = true }: { iso: string; withTime?: boolean }) {
  const { locale } = useRouter();
  const hydrated = useHydrated();
  const format = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: withTime ? 'short' : undefined,
    timeZone: hydrated ? undefined : SITE_TIME_ZONE,
  });
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}
