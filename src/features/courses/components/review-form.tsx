import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import { toApiError } from '@/lib/api/api-error';
import { LOCALES, toLocale, type Locale } from '@/lib/locales';
import { REVIEW_BODY_MAX, REVIEW_RATING_MAX } from '@/lib/reviews/review-limits';
import type { OwnReview } from '@/lib/reviews/review-types';
import { useErrorMessage } from '@/hooks/use-error-message';
import type { ReviewInput } from '../reviews-api';
import styles from './course-reviews.module.scss';

interface ReviewFormProps {
  /** The review being edited, or null for a new one. */
  review: OwnReview | null;
  onSubmit: (input: ReviewInput) => Promise<void>;
  onCancel?: () => void;
}

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * The learner's rating (1–5, a radio group that the keyboard's arrows move through) and
 * optional review, plain text up to 2,000 characters, in a language they choose (the page's
 * by default). Field errors are said next to the field and the first wrong one is focused.
 */
export function ReviewForm({ review, onSubmit, onCancel }: ReviewFormProps) {
  const { t, i18n } = useTranslation('courses');
  const errorMessage = useErrorMessage();
  const id = useId();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [body, setBody] = useState(review?.body ?? '');
  const [language, setLanguage] = useState<Locale>(review?.language ?? toLocale(i18n.language));
  const [ratingError, setRatingError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating < 1) {
      setRatingError(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[type=radio]')?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await onSubmit({ rating, body: body.trim(), language });
    } catch (error) {
      setFailure(errorMessage(toApiError(error).error_code, t('reviews.saveFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{review ? t('reviews.editTitle') : t('reviews.formTitle')}</h3>
      <fieldset
        className={styles.stars}
        aria-invalid={ratingError}
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
      >
        <legend>{t('reviews.ratingLabel')}</legend>
        {STARS.map((value) => (
          <label key={value} className={value <= rating ? styles.starOn : styles.star}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={value}
              checked={rating === value}
              onChange={() => {
                setRating(value);
                setRatingError(false);
              }}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.stars', { count: value })}</span>
          </label>
        ))}
      </fieldset>
      {ratingError && (
        <p id={`${id}-rating-error`} className={styles.fieldError}>
          {t('reviews.ratingRequired')}
        </p>
      )}
      <label htmlFor={`${id}-body`}>{t('reviews.bodyLabel')}</label>
      <textarea
        id={`${id}-body`}
        value={body}
        maxLength={REVIEW_BODY_MAX}
        rows={4}
        onChange={(event) => setBody(event.target.value)}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className={styles.muted}>
        {t('reviews.characters', { count: body.length, max: REVIEW_BODY_MAX })}
      </p>
      <label htmlFor={`${id}-language`}>{t('reviews.languageLabel')}</label>
      <select id={`${id}-language`} value={language} onChange={(event) => setLanguage(toLocale(event.target.value))}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`languages.${locale}`)}
          </option>
        ))}
      </select>
      {failure && (
        <p role="alert" className={styles.fieldError}>
          {failure}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={styles.primary} disabled={sending} aria-busy={sending}>
          {review ? t('reviews.save') : t('reviews.submit')}
        </button>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('reviews.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
