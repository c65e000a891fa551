import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import type { Question } from '../../exam-types';
import { isAnswered } from '../../submission';
import ui from '../exam-ui.module.scss';
import styles from './exam-session.module.scss';

interface SubmitReviewProps {
  questions: readonly Question[];
  strict: boolean;
  submitting: boolean;
  onGoTo: (index: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Before handing in: what is unanswered or flagged (each a way back to it), then confirm or cancel. */
export function SubmitReview({ questions, strict, submitting, onGoTo, onConfirm, onCancel }: SubmitReviewProps) {
  const { t } = useTranslation('exam');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const numbered = questions.map((question, index) => ({ question, index }));
  const unanswered = numbered.filter(({ question }) => !isAnswered(question));
  const flagged = numbered.filter(({ question }) => question.isFlagged);
  const answered = questions.length - unanswered.length;

  const links = (list: typeof numbered) => (
    <ul className={styles.reviewLinks}>
      {list.map(({ question, index }) => (
        <li key={question.id}>
          <button type="button" className={ui.linkButton} onClick={() => onGoTo(index)}>
            {t('question.number', { number: index + 1 })}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section className={styles.review} aria-labelledby="submit-review-title">
      <h2 id="submit-review-title" ref={heading} tabIndex={-1} className={styles.reviewTitle}>
        {t('review.title')}
      </h2>
      <p>{t('review.answered', { answered, count: questions.length })}</p>

      <h3 className={styles.reviewHeading}>{t('review.unanswered', { count: unanswered.length })}</h3>
      {unanswered.length > 0 ? links(unanswered) : <p className={ui.muted}>{t('review.allAnswered')}</p>}

      <h3 className={styles.reviewHeading}>{t('review.flagged', { count: flagged.length })}</h3>
      {flagged.length > 0 ? links(flagged) : <p className={ui.muted}>{t('review.noneFlagged')}</p>}

      <p className={styles.reviewNote}>{strict ? t('review.strictNote') : t('review.practiceNote')}</p>
      <div className={styles.reviewActions}>
        <button type="button" className={ui.primaryButton} disabled={submitting} onClick={onConfirm}>
          {submitting ? t('review.submitting') : t('review.confirm')}
        </button>
        <button type="button" className={ui.secondaryButton} disabled={submitting} onClick={onCancel}>
          {t('review.cancel')}
        </button>
      </div>
    </section>
  );
}
