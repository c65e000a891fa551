import { useTranslation } from 'next-i18next/pages';
import type { SaveStatus } from '../../save-queue';
import ui from '../exam-ui.module.scss';
import styles from './exam-session.module.scss';

/**
 * A small line saying whether the strict attempt's answers are on the server. Only trouble
 * is announced to screen readers: "saving… saved" after every answer would be noise.
 */
export function SaveIndicator({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { t } = useTranslation('exam');
  const text = {
    idle: t('save.idle'),
    pending: t('save.saving'),
    saving: t('save.saving'),
    saved: t('save.saved'),
    retrying: t('save.retrying'),
    failed: t('save.failed'),
    closed: t('save.closed'),
  }[status];
  const problem = status === 'retrying' || status === 'failed';
  return (
    <p className={`${styles.saveStatus} ${problem ? styles.saveProblem : ''}`}>
      <span aria-hidden={problem}>{text}</span>
      <span className="visually-hidden" aria-live="polite">
        {problem ? text : ''}
      </span>
      {problem && (
        <button type="button" className={ui.linkButton} onClick={onRetry}>
          {t('save.retryNow')}
        </button>
      )}
    </p>
  );
}
