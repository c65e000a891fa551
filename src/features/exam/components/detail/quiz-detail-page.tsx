import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { AnswerHistorySummary, QuizDetail } from '@/lib/exam/quiz-types';
import { SeoHead } from '@/components/seo-head';
import type { SiteOriginProps } from '@/lib/seo/site-url';
import { coursePath, quizPath } from '@/lib/routes';
import { AttemptsChart } from '../charts/attempts-chart';
import { DurationText } from '../duration-text';
import { AttemptHistory } from './attempt-history';
import { ModeChoice } from './mode-choice';
import ui from '../exam-ui.module.scss';
import styles from './quiz-detail.module.scss';

export interface QuizDetailPageProps extends SiteOriginProps {
  quiz: QuizDetail;
  /** The viewer's first page of closed attempts; null when signed out. */
  histories: { items: AnswerHistorySummary[]; page: number; totalPage: number } | null;
  /** The viewer's last attempts, oldest first, for the score chart; null when signed out. */
  scores: AnswerHistorySummary[] | null;
}

/** /quiz/[id]: what the quiz is, its rules, how to take it, and the viewer's past attempts. */
export function QuizDetailPage({ quiz, histories, scores, origin }: QuizDetailPageProps) {
  const { t } = useTranslation('exam');
  return (
    <>
      <SeoHead
        origin={origin}
        title={quiz.title}
        description={quiz.description || quiz.course.title}
        path={quizPath(quiz.id)}
      />
      <div className={ui.page}>
        <p className={ui.breadcrumb}>
          <Link href={coursePath(quiz.course.slug)}>{quiz.course.title}</Link>
          <span aria-hidden="true"> › </span>
          <span>{quiz.group.group_name}</span>
        </p>
        <h1 className={ui.pageTitle}>{quiz.title}</h1>
        {quiz.description && <p className={styles.description}>{quiz.description}</p>}

        <section className={styles.section} aria-labelledby="quiz-rules-title">
          <h2 id="quiz-rules-title" className={styles.sectionTitle}>
            {t('detail.rules')}
          </h2>
          <dl className={styles.rules}>
            <div>
              <dt>{t('detail.timeLimit')}</dt>
              <dd>
                <DurationText seconds={quiz.time_limit_s} />
              </dd>
            </div>
            <div>
              <dt>{t('detail.passMark')}</dt>
              <dd>{t('detail.percent', { value: quiz.pass_mark_percent })}</dd>
            </div>
            <div>
              <dt>{t('detail.questions')}</dt>
              <dd>{quiz.question_count}</dd>
            </div>
            <div>
              <dt>{t('detail.attempts')}</dt>
              <dd>
                {quiz.attempts_allowed === null
                  ? t('detail.attemptsUnlimited', { used: quiz.attempts_used })
                  : t('detail.attemptsUsed', { used: quiz.attempts_used, allowed: quiz.attempts_allowed })}
              </dd>
            </div>
          </dl>
        </section>

        <ModeChoice quiz={quiz} />
        {scores && scores.length > 0 && (
          <section className={styles.section} aria-labelledby="quiz-scores-title">
            <h2 id="quiz-scores-title" className={styles.sectionTitle}>
              {t('charts.attempts.title')}
            </h2>
            <AttemptsChart attempts={scores} passMarkPercent={quiz.pass_mark_percent} />
          </section>
        )}
        {histories && <AttemptHistory quizId={quiz.id} first={histories} />}
      </div>
    </>
  );
}
