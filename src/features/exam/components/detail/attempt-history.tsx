import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useState } from 'react';
import { load } from '@/lib/api/request';
import type { AnswerHistorySummary } from '@/lib/exam/quiz-types';
import { formatPercent } from '@/lib/format/percent';
import { quizResultPath } from '@/lib/routes';
import { callExamApi } from '../../load-exam-api';
import { DurationText } from '../duration-text';
import ui from '../exam-ui.module.scss';
import { FormattedDate } from '../formatted-date';
import styles from './quiz-detail.module.scss';

export const HISTORY_PAGE_SIZE = 10;

interface AttemptHistoryProps {
  quizId: number;
  /** The first page, rendered by the server. */
  first: { items: AnswerHistorySummary[]; page: number; totalPage: number };
}

/** The viewer's closed attempts, newest first; older pages load on request. */
export function AttemptHistory({ quizId, first }: AttemptHistoryProps) {
  const { t } = useTranslation('exam');
  const [items, setItems] = useState(first.items);
  const [page, setPage] = useState(first.page);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const loadMore = async () => {
    setState('loading');
    const result = await load(() =>
      callExamApi((api) => api.listMyAnswerHistories(quizId, page + 1, HISTORY_PAGE_SIZE)),
    );
    if (result.failed) return setState('failed');
    setItems((previous) => [...previous, ...result.data.data]);
    setPage(result.data.page);
    setState('idle');
  };

  return (
    <section className={styles.section} aria-labelledby="quiz-history-title">
      <h2 id="quiz-history-title" className={styles.sectionTitle}>
        {t('history.title')}
      </h2>
      {items.length === 0 ? (
        <p className={ui.muted}>{t('history.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.score')}</th>
                <th scope="col">{t('history.result')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('history.details')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((attempt) => (
                <tr key={attempt.id}>
                  <td>
                    <FormattedDate iso={attempt.submitted_at} />
                    <span className={styles.secondary}>
                      {t(`modes.${attempt.mode}.name`)} · <DurationText seconds={attempt.total_time} />
                      {attempt.status === 'expired' && ` · ${t('history.expired')}`}
                    </span>
                  </td>
                  <td>
                    {formatPercent(attempt.score)}
                    <span className={styles.secondary}>
                      {t('history.correct', { correct: attempt.correct_answer, count: attempt.question_count })}
                    </span>
                  </td>
                  <td>
                    <span className={`${ui.badge} ${attempt.is_pass ? ui.pass : ui.fail}`}>
                      {attempt.is_pass ? t('result.passed') : t('result.failed')}
                    </span>
                  </td>
                  <td>
                    <Link href={quizResultPath(attempt.id)}>{t('history.view')}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page < first.totalPage && (
        <div className={styles.more}>
          {state === 'failed' && (
            <p role="alert" className={ui.errorBox}>
              {t('history.loadFailed')}
            </p>
          )}
          <button type="button" className={ui.secondaryButton} disabled={state === 'loading'} onClick={loadMore}>
            {state === 'loading' ? t('history.loading') : t('history.more')}
          </button>
        </div>
      )}
    </section>
  );
}
