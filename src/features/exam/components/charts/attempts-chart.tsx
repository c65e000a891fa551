import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import type { AnswerHistorySummary } from '@/lib/exam/quiz-types';
import { formatPercent } from '@/lib/format/percent';
import { FormattedDate } from '../formatted-date';
import styles from './charts.module.scss';

interface AttemptsChartProps {
  /** Closed attempts, oldest first. */
  attempts: AnswerHistorySummary[];
  passMarkPercent: number;
}

// The drawing's own units (the SVG scales to its box): plot area inside the axes' margins.
const WIDTH = 640;
const HEIGHT = 240;
const PLOT = { left: 44, right: 16, top: 12, bottom: 32 };
const GRID = [0, 25, 50, 75, 100];

/**
 * The quiz page's chart: the learner's score at each attempt, oldest to newest, against the
 * pass mark. The drawing is hidden from screen readers; its caption says what it shows and
 * the table under it holds every point (open by choice, so sighted readers may use it too).
 */
export function AttemptsChart({ attempts, passMarkPercent }: AttemptsChartProps) {
  const { t } = useTranslation('exam');
  const captionId = useId();
  if (attempts.length === 0) return null;

  const scores = attempts.map((attempt) => attempt.score);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const x = (index: number) =>
    PLOT.left + (attempts.length === 1 ? plotWidth / 2 : (index / (attempts.length - 1)) * plotWidth);
  const y = (score: number) => PLOT.top + plotHeight - (Math.min(100, Math.max(0, score)) / 100) * plotHeight;
  // Every attempt's number while they fit; past ten, every few.
  const labelEvery = Math.ceil(attempts.length / 10);

  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {t('charts.attempts.caption', {
          count: attempts.length,
          best: formatPercent(Math.max(...scores)),
          latest: formatPercent(scores.at(-1)),
          passMark: formatPercent(passMarkPercent),
        })}
      </figcaption>
      <svg className={styles.drawing} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {GRID.map((value) => (
          <g key={value}>
            <line className={styles.grid} x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(value)} y2={y(value)} />
            <text
              className={styles.axisLabel}
              x={PLOT.left - 8}
              y={y(value)}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {`${value}%`}
            </text>
          </g>
        ))}
        <line
          className={styles.passLine}
          x1={PLOT.left}
          x2={WIDTH - PLOT.right}
          y1={y(passMarkPercent)}
          y2={y(passMarkPercent)}
        />
        <polyline
          className={styles.scoreLine}
          points={attempts.map((attempt, index) => `${x(index)},${y(attempt.score)}`).join(' ')}
        />
        {attempts.map((attempt, index) => (
          <g key={attempt.id}>
            <circle
              className={`${attempt.is_pass ? styles.pass : styles.fail} ${attempt.mode === 'practice' ? styles.practice : ''}`}
              cx={x(index)}
              cy={y(attempt.score)}
              r={5}
            />
            {index % labelEvery === 0 && (
              <text className={styles.axisLabel} x={x(index)} y={HEIGHT - PLOT.bottom + 18} textAnchor="middle">
                {index + 1}
              </text>
            )}
          </g>
        ))}
      </svg>
      <p className={styles.legend} aria-hidden="true">
        <span className={styles.legendPass}>{t('charts.attempts.legendPassMark')}</span>
        <span className={styles.legendStrict}>{t('modes.strict.name')}</span>
        <span className={styles.legendPractice}>{t('modes.practice.name')}</span>
      </p>
      <details className={styles.data}>
        <summary>{t('charts.showTable')}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('charts.attempts.attempt')}</th>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('charts.attempts.mode')}</th>
              <th scope="col">{t('history.score')}</th>
              <th scope="col">{t('history.result')}</th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((attempt, index) => (
              <tr key={attempt.id}>
                <th scope="row">{index + 1}</th>
                <td>
                  <FormattedDate iso={attempt.submitted_at} />
                </td>
                <td>{t(`modes.${attempt.mode}.name`)}</td>
                <td>{formatPercent(attempt.score)}</td>
                <td>{attempt.is_pass ? t('result.passed') : t('result.failed')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
