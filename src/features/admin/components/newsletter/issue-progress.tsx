import { Progress } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { IssueProgress, LanguageProgress } from '@/lib/admin/admin-newsletter-types';
import { LOCALES } from '@/lib/locales';
import styles from './newsletter.module.scss';

/** Mails whose fate is settled: sent, failed, skipped or interrupted. */
function doneOf(progress: LanguageProgress): number {
  return progress.sent + progress.failed + progress.skipped + progress.interrupted;
}

/**
 * A send's progress per language: a bar (named for screen readers) and its counts. `compact`
 * (the issues table): the bars only. Languages the send did not include are left out.
 */
export function IssueProgressBars({ progress, compact = false }: { progress: IssueProgress; compact?: boolean }) {
  const { t } = useTranslation('admin');
  const languages = LOCALES.filter((language) => progress[language].total > 0);
  const interrupted = languages.some((language) => progress[language].interrupted > 0);
  const skipped = languages.some((language) => progress[language].skipped > 0);
  return (
    <div className={styles.progress}>
      {languages.map((language) => {
        const counts = progress[language];
        const done = doneOf(counts);
        const name = t(language === 'en' ? 'common.english' : 'common.vietnamese');
        return (
          <div key={language}>
            <span className={styles.progressName}>
              {name} · {t('newsletter.progressOf', { done, total: counts.total })}
            </span>
            <Progress
              percent={Math.floor((done / counts.total) * 100)}
              status={counts.failed + counts.interrupted > 0 ? 'exception' : undefined}
              size="small"
              aria-label={t('newsletter.progressLabel', { language: name, done, total: counts.total })}
            />
            {!compact && <p className={styles.muted}>{t('newsletter.counts', counts)}</p>}
          </div>
        );
      })}
      {!compact && skipped && <p className={styles.muted}>{t('newsletter.skippedHelp')}</p>}
      {!compact && interrupted && <p className={styles.muted}>{t('newsletter.interruptedHelp')}</p>}
    </div>
  );
}
