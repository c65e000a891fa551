import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { AnswerHistoryDetail } from '@/lib/exam/quiz-types';
import { questionReviewPath } from '@/lib/routes';
import { correctAnswerOf } from '../../correct-answer';
import { AnswerView } from '../answers/answer-view';
import { RichText } from '../rich-text';
import styles from './result.module.scss';
import { Verdict } from './verdict';

/** Every question of the attempt: right or wrong, the learner's answer beside the correct one. */
export function ResultReviewList({ history }: { history: AnswerHistoryDetail }) {
  const { t } = useTranslation('exam');
  return (
    <section aria-labelledby="result-review-title">
      <h2 id="result-review-title" className={styles.sectionTitle}>
        {t('result.review')}
      </h2>
      <ol className={styles.reviewList}>
        {history.answer_detail.map((question, index) => (
          <li key={question.quiz_question_id} className={styles.reviewItem}>
            <div className={styles.reviewHead}>
              <h3 className={styles.reviewNumber}>{t('question.number', { number: index + 1 })}</h3>
              <Verdict correct={question.is_correct} />
            </div>
            <p className={styles.reviewPrompt}>
              <RichText text={question.content} />
            </p>
            <div className={styles.answerPair}>
              <div>
                <p className={styles.answerLabel}>{t('answer.yours')}</p>
                <AnswerView question={question} ids={question.user_answer} />
              </div>
              {!question.is_correct && (
                <div>
                  <p className={styles.answerLabel}>{t('answer.correct')}</p>
                  <AnswerView question={question} ids={correctAnswerOf(question)} />
                </div>
              )}
            </div>
            <Link href={questionReviewPath(history.id, question.quiz_question_id)}>
              {t('result.reviewQuestion', { number: index + 1 })}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
