import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { MyReview } from '@/lib/reviews/review-types';
import { useErrorMessage } from '@/hooks/use-error-message';
import { toApiError } from '@/lib/api/api-error';
import * as reviewsApi from '../reviews-api';
import { ReviewForm } from './review-form';
import styles from './course-reviews.module.scss';

interface MyReviewPanelProps {
  courseId: number;
  mine: MyReview;
  /** After a write: the section loads its lists again. */
  onChanged: () => void;
}

/**
 * The signed-in learner's part of the reviews: why they cannot review yet, the form, or
 * their review with edit and delete (and, when an admin hid it, the reason).
 */
export function MyReviewPanel({ courseId, mine, onChanged }: MyReviewPanelProps) {
  const { t } = useTranslation('courses');
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState<string | null>(null);
  const { review } = mine;

  if (!review) {
    if (mine.eligibility !== 'eligible') {
      return <p className={styles.notice}>{t(`reviews.eligibility.${mine.eligibility}`)}</p>;
    }
    return (
      <ReviewForm
        review={null}
        onSubmit={async (input) => {
          await reviewsApi.createReview(courseId, input);
          onChanged();
        }}
      />
    );
  }
  if (editing) {
    return (
      <ReviewForm
        review={review}
        onCancel={() => setEditing(false)}
        onSubmit={async (input) => {
          await reviewsApi.updateReview(courseId, input);
          setEditing(false);
          onChanged();
        }}
      />
    );
  }
  const remove = async () => {
    if (!window.confirm(t('reviews.confirmDelete'))) return;
    try {
      await reviewsApi.deleteReview(courseId);
      onChanged();
    } catch (error) {
      setDeleteFailed(errorMessage(toApiError(error).error_code, t('reviews.saveFailed')));
    }
  };
  return (
    <section className={styles.mine} aria-labelledby="my-review-title">
      <h3 id="my-review-title">{t('reviews.yourReview')}</h3>
      <p>
        <span role="img" aria-label={t('reviews.ratedOutOf', { rating: review.rating })}>
          {'★'.repeat(review.rating)}
        </span>
      </p>
      {review.body && <p className={styles.body}>{review.body}</p>}
      {review.hidden && (
        <p className={styles.notice}>{t('reviews.hiddenNotice', { reason: review.hidden_reason ?? '' })}</p>
      )}
      {deleteFailed && (
        <p role="alert" className={styles.fieldError}>
          {deleteFailed}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="button" className={styles.secondary} onClick={() => setEditing(true)}>
          {t('reviews.edit')}
        </button>
        <button type="button" className={styles.secondary} onClick={remove}>
          {t('reviews.delete')}
        </button>
      </div>
    </section>
  );
}
