import { useTranslation } from 'next-i18next/pages';
import type { OpenAttempt } from '@/lib/exam/quiz-types';
import type { SaveStatus } from '../../save-queue';
import { ExamCountdown } from './exam-countdown';
import ui from '../exam-ui.module.scss';
import styles from './exam-session.module.scss';
import { SaveIndicator } from './save-indicator';

interface ExamHeaderProps {
  title: string;
  strict: boolean;
  attempt: OpenAttempt | null;
  serverTime: string | null;
  serverNow: (() => number) | null;
  saveStatus: SaveStatus;
  onRetrySave: () => void;
  onExpire: () => void;
}

/** The quiz title and mode; in strict mode the countdown and whether the answers are saved. */
export function ExamHeader(props: ExamHeaderProps) {
  const { title, strict, attempt, serverTime, serverNow, saveStatus, onRetrySave, onExpire } = props;
  const { t } = useTranslation('exam');
  return (
    <header className={styles.header}>
      <div className={styles.titleBlock}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.modeLine}>
          <span className={`${styles.modeBadge} ${strict ? styles.modeStrict : ''}`}>
            {t(`modes.${strict ? 'strict' : 'practice'}.name`)}
          </span>
          <span className={ui.muted}>{t(`modes.${strict ? 'strict' : 'practice'}.short`)}</span>
        </p>
      </div>
      {strict && attempt && serverTime && (
        <div className={styles.strictStatus}>
          <ExamCountdown
            deadline={attempt.deadline}
            serverTime={serverTime}
            serverNow={serverNow}
            onExpire={onExpire}
          />
          <SaveIndicator status={saveStatus} onRetry={onRetrySave} />
        </div>
      )}
    </header>
  );
}
