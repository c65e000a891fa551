import { useTranslation } from 'next-i18next/pages';

/** A length of time in words: `45 s`, `4 min 5 s`, `1 h 2 min` (English), `4 phút 5 giây` (Vietnamese). */
export function DurationText({ seconds }: { seconds: number }) {
  const { t } = useTranslation('exam');
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return <>{t('duration.hoursMinutes', { hours: h, minutes: m })}</>;
  if (m > 0 && s > 0) return <>{t('duration.minutesSeconds', { minutes: m, seconds: s })}</>;
  if (m > 0) return <>{t('duration.minutes', { minutes: m })}</>;
  return <>{t('duration.seconds', { seconds: s })}</>;
}
