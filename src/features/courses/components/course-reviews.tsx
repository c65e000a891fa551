import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { LoadStateView } from '@/components/load-state-view';
import { SignInLink } from '@/components/sign-in-link';
import { useLoad } from '@/hooks/use-load';
import { LOCALES, toLocale, type Locale } from '@/lib/locales';
import { REVIEW_SORTS, type ReviewSort } from '@/lib/reviews/review-limits';
import type { MyReview, Review } from '@/lib/reviews/review-types';
import { useIsSignedIn } from '@/store/hooks';
import * as reviewsApi from '../reviews-api';
import { MyReviewPanel } from './my-review-panel';
import { ReviewItem } from './review-item';
import styles from './course-reviews.module.scss';

interface CourseReviewsProps {
  courseId: number;
}

/**
 * The course page's reviews (issue 24), loaded in the browser in its own chunk after the
 * page: the learner's own review or form, then the list, newest or most helpful first,
 * in one language or all, a page at a time, with "helpful" votes.
 */
export function CourseReviews({ courseId }: CourseReviewsProps) {
  const { t } = useTranslation('courses');
  const signedIn = useIsSignedIn();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [language, setLanguage] = useState<Locale | ''>('');
  const [page, setPage] = useState(1);
  // Bumped after the learner's own write, so both loads ask again.
  const [version, setVersion] = useState(0);
  // Votes given on this page, over the loaded list (the list is not loaded again for a vote).
  const [votes, setVotes] = useState<Record<number, Pick<Review, 'helpful_count' | 'voted_helpful'>>>({});

  const list = useLoad(
    () => reviewsApi.listReviews(courseId, { sort, language, page }),
    `reviews:${courseId}:${sort}:${language}:${page}:${signedIn}:${version}`,
  );
  const mine = useLoad<MyReview | null>(
    async () => (signedIn ? reviewsApi.myReview(courseId) : null),
    `my-review:${courseId}:${signedIn}:${version}`,
  );
  const changed = () => {
    setVotes({});
    setVersion((n) => n + 1);
  };
  const vote = async (review: Review, helpful: boolean) => {
    const reply = await reviewsApi.voteHelpful(courseId, review.id, helpful);
    setVotes((current) => ({ ...current, [review.id]: reply }));
  };

  return (
    <div className={styles.reviews}>
      {signedIn ? (
        <LoadStateView state={mine} isEmpty={() => false}>
          {(data) => data && <MyReviewPanel courseId={courseId} mine={data} onChanged={changed} />}
        </LoadStateView>
      ) : (
        <p className={styles.notice}>
          <SignInLink>{t('reviews.signIn')}</SignInLink>
        </p>
      )}
      <div className={styles.controls}>
        <label>
          {t('reviews.sortLabel')}{' '}
          <select
            value={sort}
            onChange={(event) => {
              setSort(event.target.value === 'helpful' ? 'helpful' : 'newest');
              setPage(1);
            }}
          >
            {REVIEW_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`reviews.sort.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('reviews.filterLabel')}{' '}
          <select
            value={language}
            onChange={(event) => {
              setLanguage(event.target.value ? toLocale(event.target.value) : '');
              setPage(1);
            }}
          >
            <option value="">{t('reviews.allLanguages')}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {t(`languages.${locale}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadStateView state={list} isEmpty={(data) => data.data.length === 0} empty={t('reviews.empty')}>
        {(data) => (
          <>
            <ul className={styles.list}>
              {data.data.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={{ ...review, ...votes[review.id] }}
                  canVote={signedIn && !review.is_mine}
                  onVote={vote}
                />
              ))}
            </ul>
            {data.total_page > 1 && (
              <nav className={styles.paging} aria-label={t('reviews.pages')}>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t('reviews.previous')}
                </button>
                <span aria-live="polite">{t('reviews.pageOf', { page: data.page, total: data.total_page })}</span>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={page >= data.total_page}
                  onClick={() => setPage(page + 1)}
                >
                  {t('reviews.next')}
                </button>
              </nav>
            )}
          </>
        )}
      </LoadStateView>
    </div>
  );
}
