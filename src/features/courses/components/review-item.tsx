import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import type { Review } from '@/lib/reviews/review-types';
import styles from './course-reviews.module.scss';

interface ReviewItemProps {
  review: Review;
  /** Signed in and not the author: the helpful button works. */
  canVote: boolean;
  onVote: (review: Review, helpful: boolean) => Promise<void>;
}

/** One review: its stars, author, date, text (plain text, its line breaks kept) and helpful votes. */
export function ReviewItem({ review, canVote, onVote }: ReviewItemProps) {
  const { t } = useTranslation('courses');
  const formatDate = useDateTimeFormat({ dateStyle: 'medium' });
  const [voting, setVoting] = useState(false);
  const vote = async () => {
    setVoting(true);
    try {
      await onVote(review, !review.voted_helpful);
    } finally {
      setVoting(false);
    }
  };
  return (
    <li className={styles.item}>
      <article aria-label={t('reviews.byAuthor', { name: review.author_name })}>
        <p className={styles.itemHead}>
          <span className={styles.itemStars} role="img" aria-label={t('reviews.ratedOutOf', { rating: review.rating })}>
            {'★'.repeat(review.rating)}
            <span className={styles.starsOff}>{'★'.repeat(5 - review.rating)}</span>
          </span>
          <strong>{review.author_name}</strong>
          <span className={styles.muted}>
            <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
            {' · '}
            {t(`languages.${review.language}`)}
          </span>
        </p>
        {review.body && <p className={styles.body}>{review.body}</p>}
        <p className={styles.helpful}>
          <span className={styles.muted}>{t('reviews.helpfulCount', { count: review.helpful_count })}</span>
          {canVote && (
            <button
              type="button"
              className={styles.secondary}
              aria-pressed={review.voted_helpful}
              disabled={voting}
              onClick={vote}
            >
              {t('reviews.helpful')}
            </button>
          )}
        </p>
      </article>
    </li>
  );
}
