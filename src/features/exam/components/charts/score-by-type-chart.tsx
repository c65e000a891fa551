import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import type { ReviewedQuestion } from '@/lib/exam/quiz-types';
import { scoreByQuestionType } from '@/lib/exam/score-by-type';
import styles from './charts.module.scss';

/**
 * The result page's chart: the share of questions right per question type, as a table whose
 * last column draws its bar. Screen readers read the table; the bars are drawn for the eye
 * only. Shown when the attempt had more than one type (one type is the score itself).
 */
export function ScoreByTypeChart({ questions }: { questions: ReviewedQuestion[] }) {
  const { t } = useTranslation('exam');
  const captionId = useId();
  const rows = scoreByQuestionType(questions);
  if (rows.length < 2) return null;
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {t('charts.byType.caption')}
      </figcaption>
      <table className={`${styles.table} ${styles.barTable}`}>
        <thead>
          <tr>
            <th scope="col">{t('charts.byType.type')}</th>
            <th scope="col">{t('charts.byType.right')}</th>
            <th scope="col">{t('charts.byType.share')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.question_type}>
              <th scope="row">{t(`types.${row.question_type}.name`)}</th>
              <td>{t('history.correct', { correct: row.correct, count: row.total })}</td>
              <td>
                <span className={styles.barCell}>
                  <span className={styles.barTrack} aria-hidden="true">
                    <span className={styles.barFill} style={{ width: `${row.percent}%` }} />
                  </span>
                  {`${row.percent}%`}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
