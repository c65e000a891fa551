import { Alert, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import type { QuizStatisticsReply } from '@/lib/admin/admin-quiz-types';
import { formatPercent } from '@/lib/format/percent';
import type { Locale } from '@/lib/locales';
import { adminApi } from '../../admin-api';
import tags from '../tags.module.scss';
import styles from './quiz-statistics.module.scss';

type QuestionStats = QuizStatisticsReply['questions'][number];

const CHART_WIDTH = 600;
const CHART_HEIGHT = 180;

/** The score distribution as bars, with the pass mark as a line (the table under it says the same in words). */
function DistributionChart({ stats, label }: { stats: QuizStatisticsReply; label: string }) {
  const most = Math.max(1, ...stats.score_distribution.map((bucket) => bucket.count));
  const barWidth = CHART_WIDTH / stats.score_distribution.length;
  const markX = (stats.pass_mark_percent / 100) * CHART_WIDTH;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT + 20}`} role="img" aria-label={label}>
      {stats.score_distribution.map((bucket, index) => {
        const height = (bucket.count / most) * CHART_HEIGHT;
        return (
          <g key={bucket.from}>
            <rect
              className={styles.bar}
              x={index * barWidth + 4}
              y={CHART_HEIGHT - height}
              width={barWidth - 8}
              height={height}
            />
            <text className={styles.axis} x={index * barWidth + barWidth / 2} y={CHART_HEIGHT + 14} textAnchor="middle">
              {bucket.from}
            </text>
          </g>
        );
      })}
      <line className={styles.mark} x1={markX} x2={markX} y1={0} y2={CHART_HEIGHT} />
    </svg>
  );
}

/** Facility (0..1) and discrimination (−1..1) per question, side by side; flagged questions stand out. */
function QuestionChart({ questions, label }: { questions: QuestionStats[]; label: string }) {
  const rowHeight = 22;
  const half = CHART_WIDTH / 2;
  const height = questions.length * rowHeight + 10;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${CHART_WIDTH + 40} ${height}`} role="img" aria-label={label}>
      {questions.map((question, index) => {
        const y = index * rowHeight + 4;
        const facility = (question.facility_index ?? 0) * (half - 20);
        const discrimination = (question.discrimination_index ?? 0) * ((half - 20) / 2);
        const zero = half + 20 + (half - 20) / 2;
        return (
          <g key={question.question_id}>
            <text className={styles.axis} x={0} y={y + 13}>
              {index + 1}
            </text>
            <rect className={styles.bar} x={30} y={y} width={Math.max(0, facility)} height={rowHeight - 6} />
            <rect
              className={question.low_discrimination ? styles.flagged : styles.barAlt}
              x={discrimination >= 0 ? zero : zero + discrimination}
              y={y}
              width={Math.abs(discrimination)}
              height={rowHeight - 6}
            />
            <line className={styles.zero} x1={zero} x2={zero} y1={y - 2} y2={y + rowHeight - 4} />
          </g>
        );
      })}
    </svg>
  );
}

/** The Statistics tab: loaded when opened (it reads every attempt), shown as charts with their tables. */
export function QuizStatisticsPanel({ quizId, language }: { quizId: number; language: Locale }) {
  const { t } = useTranslation('admin');
  const [stats, setStats] = useState<QuizStatisticsReply | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    adminApi
      .quizStatistics(quizId)
      .then((reply) => live && setStats(reply))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [quizId]);

  if (failed) return <Alert type="error" showIcon title={t('common.requestFailed')} />;
  if (!stats) return <Spin aria-label={t('common.loading')} />;
  const ratio = (value: number | null) => (value === null ? '—' : value.toFixed(2));
  const percent = (value: number | null) => (value === null ? '—' : formatPercent(Math.round(value * 10_000) / 100));

  return (
    <div className={styles.panel}>
      <p>{t('stats.intro')}</p>
      <dl className={styles.summary}>
        <div>
          <dt>{t('stats.attempts')}</dt>
          <dd>{stats.attempts}</dd>
        </div>
        <div>
          <dt>{t('stats.mean')}</dt>
          <dd>{stats.mean_score === null ? '—' : `${stats.mean_score}%`}</dd>
        </div>
        <div>
          <dt>{t('stats.median')}</dt>
          <dd>{stats.median_score === null ? '—' : `${stats.median_score}%`}</dd>
        </div>
        <div>
          <dt>{t('stats.passRate')}</dt>
          <dd>{percent(stats.pass_rate)}</dd>
        </div>
      </dl>
      {stats.attempts === 0 ? (
        <p>{t('stats.none')}</p>
      ) : (
        <>
          <h2 className={styles.subheading}>{t('stats.distribution')}</h2>
          <DistributionChart stats={stats} label={t('stats.distributionLabel', { mark: stats.pass_mark_percent })} />
          <Table
            size="small"
            rowKey="from"
            pagination={false}
            dataSource={stats.score_distribution}
            columns={[
              {
                key: 'range',
                title: t('stats.distribution'),
                render: (_, bucket) => t('stats.range', { from: bucket.from, to: bucket.to }),
              },
              { key: 'count', title: t('stats.count'), dataIndex: 'count' },
            ]}
          />
          <h2 className={styles.subheading}>{t('stats.perQuestion')}</h2>
          <p className={styles.legend}>
            <span className={styles.keyFacility} aria-hidden="true" /> {t('stats.facility')}{' '}
            <span className={styles.keyDiscrimination} aria-hidden="true" /> {t('stats.discrimination')}{' '}
            <span className={styles.keyFlag} aria-hidden="true" /> {t('stats.flag')}
          </p>
          <QuestionChart questions={stats.questions} label={t('stats.perQuestion')} />
          <Table<QuestionStats>
            size="small"
            rowKey="question_id"
            pagination={false}
            dataSource={stats.questions}
            columns={[
              { key: 'n', title: '#', render: (_, _question, index) => index + 1, width: 50 },
              { key: 'content', title: t('stats.question'), render: (_, question) => question.content[language] },
              { key: 'attempts', title: t('stats.attempts'), dataIndex: 'attempts' },
              { key: 'facility', title: t('stats.facility'), render: (_, question) => ratio(question.facility_index) },
              {
                key: 'discrimination',
                title: t('stats.discrimination'),
                render: (_, question) => (
                  <>
                    {ratio(question.discrimination_index)}{' '}
                    {question.low_discrimination && <Tag className={tags.warning}>{t('stats.flag')}</Tag>}
                  </>
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
