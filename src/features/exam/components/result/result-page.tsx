import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import type { AnswerHistoryDetail } from '@/lib/exam/quiz-types';
import { formatPercent } from '@/lib/format/percent';
import { coursePath, quizPath } from '@/lib/routes';
import { ScoreByTypeChart } from '../charts/score-by-type-chart';
import { DurationText } from '../duration-text';
import ui from '../exam-ui.module.scss';
import { FormattedDate } from '../formatted-date';
import { ResultReviewList } from './result-review-list';
import styles from './result.module.scss';
import { ScoreRing } from './score-ring';

export interface ResultPageProps {
  history: AnswerHistoryDetail;
  /** The exam page sent the learner here because time ran out. */
  timeUp: boolean;
}

/** /quiz/result/[historyId]: the server's grade of one closed attempt, and every question's review. */
export function ResultPage({ history, timeUp }: ResultPageProps) {
  const { t } = useTranslation('exam');
  const { t: tc } = useTranslation('common');
  const quiz = history.quiz_info;
  return (
    <>
      <Head>
        <title>{`${t('result.title')}: ${quiz.title} | ${tc('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={ui.page}>
        <p className={ui.breadcrumb}>
          <Link href={coursePath(quiz.course_slug)}>{quiz.course_title}</Link>
          <span aria-hidden="true"> › </span>
          <Link href={quizPath(quiz.id)}>{quiz.title}</Link>
        </p>
        <h1 className={ui.pageTitle}>{t('result.heading', { quiz: quiz.title })}</h1>
        {history.status === 'expired' ? (
          <p className={ui.notice}>{t('result.expired')}</p>
        ) : (
          timeUp && <p className={ui.notice}>{t('result.timeUp')}</p>
        )}

        <section className={styles.summary} aria-labelledby="result-summary-title">
          <h2 id="result-summary-title" className="visually-hidden">
            {t('result.summary')}
          </h2>
          <ScoreRing score={history.score} passMark={quiz.pass_mark_percent} passed={history.is_pass} />
          <div className={styles.facts}>
            <p className={`${styles.verdict} ${history.is_pass ? styles.verdictPass : styles.verdictFail}`}>
              {history.is_pass ? t('result.passed') : t('result.failed')}
            </p>
            <dl className={styles.factList}>
              <div>
                <dt>{t('result.score')}</dt>
                <dd>
                  {t('result.scoreOf', {
                    score: formatPercent(history.score),
                    passMark: formatPercent(quiz.pass_mark_percent),
                  })}
                </dd>
              </div>
              <div>
                <dt>{t('result.correct')}</dt>
                <dd>{t('result.correctOf', { correct: history.correct_answer, count: history.question_count })}</dd>
              </div>
              <div>
                <dt>{t('result.timeSpent')}</dt>
                <dd>
                  <DurationText seconds={history.total_time} />
                </dd>
              </div>
              <div>
                <dt>{t('result.mode')}</dt>
                <dd>{t(`modes.${history.mode}.name`)}</dd>
              </div>
              <div>
                <dt>{t('result.submittedAt')}</dt>
                <dd>
                  <FormattedDate iso={history.submitted_at} />
                </dd>
              </div>
            </dl>
          </div>
        </section>

        <div className={styles.actions}>
          <Link className={ui.primaryButton} href={quizPath(quiz.id)}>
            {t('result.tryAgain')}
          </Link>
          <Link className={ui.secondaryButton} href={coursePath(quiz.course_slug)}>
            {t('result.backToCourse')}
          </Link>
        </div>

        <ScoreByTypeChart questions={history.answer_detail} />
        <ResultReviewList history={history} />
      </div>
    </>
  );
}
