import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import type { ReviewedQuestion } from '@/lib/exam/quiz-types';
import { questionReviewPath, quizResultPath } from '@/lib/routes';
import { AnswerComparison } from '../answers/answer-comparison';
import { RichText } from '../rich-text';
import ui from '../exam-ui.module.scss';
import styles from './result.module.scss';
import { Verdict } from './verdict';

export interface QuestionReviewPageProps {
  historyId: number;
  quizTitle: string;
  question: ReviewedQuestion;
  /** 1-based place of the question in the attempt. */
  number: number;
  count: number;
  previousId: number | null;
  nextId: number | null;
}

/** /quiz/result/[historyId]/questions/[questionId]: one question, the learner's answer against the key, and why. */
export function QuestionReviewPage(props: QuestionReviewPageProps) {
  const { historyId, quizTitle, question, number, count, previousId, nextId } = props;
  const { t } = useTranslation('exam');
  const { t: tc } = useTranslation('common');
  const heading = t('question.numberOf', { number, count });
  return (
    <>
      <Head>
        <title>{`${heading} · ${quizTitle} | ${tc('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={ui.page}>
        <p className={ui.breadcrumb}>
          <Link href={quizResultPath(historyId)}>{t('review.backToResult', { quiz: quizTitle })}</Link>
        </p>
        <div className={styles.reviewHead}>
          <h1 className={ui.pageTitle}>{heading}</h1>
          <Verdict correct={question.is_correct} />
        </div>
        <p className={styles.typeLine}>
          {t(`types.${question.question_type}.name`)}
          {question.is_flagged && ` · ${t('navigator.flagged')}`}
        </p>
        <p className={styles.prompt}>
          <RichText text={question.content} />
        </p>
        <AnswerComparison question={question} />
        {question.explanation && (
          <section className={styles.explanationBox} aria-labelledby="review-explanation-title">
            <h2 id="review-explanation-title" className={styles.answerLabel}>
              {t('practice.explanation')}
            </h2>
            <p>
              <RichText text={question.explanation} />
            </p>
          </section>
        )}
        <nav className={styles.pager} aria-label={t('review.pager')}>
          {previousId !== null ? (
            <Link href={questionReviewPath(historyId, previousId)}>
              <span aria-hidden="true">← </span>
              {t('nav.previous')}
            </Link>
          ) : (
            <span />
          )}
          {nextId !== null && (
            <Link href={questionReviewPath(historyId, nextId)}>
              {t('nav.next')}
              <span aria-hidden="true"> →</span>
            </Link>
          )}
        </nav>
      </div>
    </>
  );
}
