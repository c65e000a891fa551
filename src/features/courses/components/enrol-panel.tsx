import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useEffect, useId, useRef } from 'react';
import { SignInLink } from '@/components/sign-in-link';
import { formatCurrency } from '@/lib/format/currency';
import { lessonPath } from '@/lib/routes';
import type { CourseEnrolment } from '../use-course-enrolment';
import styles from './course-detail.module.scss';

interface EnrolPanelProps {
  course: { slug: string; is_free: boolean; price_vnd: number };
  /** Where "Start learning" goes; null when the course has no lessons yet. */
  firstLessonId: number | null;
  enrolment: CourseEnrolment;
}

/**
 * The price and the one action that fits the viewer: sign in, enrol (free courses), buy
 * (paid courses: an order, then the checkout), or start learning (enrolled). The course is
 * only unlocked by a paid order, never by this page.
 */
export function EnrolPanel({ course, firstLessonId, enrolment }: EnrolPanelProps) {
  const { t } = useTranslation('courses');
  const noteId = useId();
  const startRef = useRef<HTMLAnchorElement>(null);
  const { status, justEnrolled } = enrolment;

  // The enrol button is gone once it has worked: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (justEnrolled) startRef.current?.focus();
  }, [justEnrolled]);

  let action;
  if (status === 'enrolled') {
    action = (
      <>
        <p className={styles.enrolled} role="status">
          {t('enrol.enrolled')}
        </p>
        {firstLessonId !== null && (
          <Link ref={startRef} href={lessonPath(course.slug, firstLessonId)} className={styles.primaryAction}>
            {t('enrol.start')}
          </Link>
        )}
      </>
    );
  } else if (status === 'signed-out') {
    action = (
      <SignInLink className={styles.primaryAction}>
        {course.is_free ? t('enrol.signInToEnrol') : t('enrol.signInToBuy')}
      </SignInLink>
    );
  } else if (status === 'check-failed') {
    action = (
      <div role="alert" className={styles.alert}>
        <p>{t('enrol.statusFailed')}</p>
        <button type="button" className={styles.secondaryAction} onClick={enrolment.retry}>
          {t('enrol.retry')}
        </button>
      </div>
    );
  } else if (!course.is_free) {
    const busy = status === 'checking' || enrolment.buying;
    action = (
      <>
        <button
          type="button"
          className={styles.primaryAction}
          disabled={busy}
          aria-busy={busy}
          aria-describedby={enrolment.buyError ? noteId : undefined}
          onClick={() => void enrolment.buyNow()}
        >
          {status === 'checking' ? t('enrol.checking') : enrolment.buying ? t('enrol.buying') : t('enrol.buy')}
        </button>
        {enrolment.buyError && (
          <p id={noteId} role="alert" className={styles.alert}>
            {enrolment.buyError === 'ALREADY_PURCHASED' ? t('enrol.alreadyOwned') : t('enrol.buyFailed')}
          </p>
        )}
      </>
    );
  } else {
    const busy = status === 'checking' || enrolment.enrolling;
    action = (
      <>
        <button
          type="button"
          className={styles.primaryAction}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void enrolment.enrolNow()}
        >
          {status === 'checking' ? t('enrol.checking') : enrolment.enrolling ? t('enrol.enrolling') : t('enrol.enrol')}
        </button>
        {enrolment.enrolFailed && (
          <p role="alert" className={styles.alert}>
            {t('enrol.failed')}
          </p>
        )}
      </>
    );
  }

  return (
    <div className={styles.enrolPanel}>
      <p className={styles.price}>{course.is_free ? t('card.free') : formatCurrency(course.price_vnd)}</p>
      {action}
    </div>
  );
}
