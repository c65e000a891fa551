import { useTranslation } from 'next-i18next/pages';
import { useEffect, useEffectEvent } from 'react';
import { formatClock, timeWarning } from '../../countdown';
import { useSecondsLeft } from '../../hooks/use-seconds-left';
import styles from './exam-session.module.scss';

interface ExamCountdownProps {
  deadline: string;
  serverTime: string;
  serverNow: (() => number) | null;
  /** Called once, when the time left reaches zero on the server's clock. */
  onExpire: () => void;
}

/**
 * The strict attempt's time left. The clock itself is a timer (not read out every second);
 * a separate polite live region says when less than five minutes, then one minute, is left.
 */
export function ExamCountdown({ deadline, serverTime, serverNow, onExpire }: ExamCountdownProps) {
  const { t } = useTranslation('exam');
  const left = useSecondsLeft(deadline, serverTime, serverNow);
  const warning = timeWarning(left);
  const expire = useEffectEvent(onExpire);

  // Only once the clock is measured: before that, `left` is the server's snapshot.
  const expired = serverNow !== null && left === 0;
  useEffect(() => {
    if (expired) expire();
  }, [expired]);

  return (
    <div className={`${styles.countdown} ${warning ? styles[warning] : ''}`}>
      <span className={styles.countdownLabel}>{t('countdown.label')}</span>
      <span role="timer" aria-label={t('countdown.label')} className={styles.clock}>
        {formatClock(left)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {warning ? t(`countdown.${warning}`) : ''}
      </span>
    </div>
  );
}
