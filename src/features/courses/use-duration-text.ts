import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { durationParts } from '@/lib/format/duration';

/** A length as a person reads it in the page's language: "3 h 20 min", "45 min". */
export function useDurationText(): (seconds: number) => string {
  const { t } = useTranslation('courses');
  return useCallback(
    (seconds: number) => {
      const { hours, minutes } = durationParts(seconds);
      return hours > 0 ? t('duration.hoursMinutes', { hours, minutes }) : t('duration.minutes', { minutes });
    },
    [t],
  );
}
