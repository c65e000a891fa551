import { useDateTimeFormat } from '@/hooks/use-date-time-format';

/** A timestamp as a <time>, in the page's language (see useDateTimeFormat for the zone). */
export function FormattedDate({ iso, withTime = true }: { iso: string; withTime?: boolean }) {
  const format = useDateTimeFormat({ dateStyle: 'medium', timeStyle: withTime ? 'short' : undefined });
  return <time dateTime={iso}>{format(iso)}</time>;
}
