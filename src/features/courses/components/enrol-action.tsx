import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useEffect, useId, useRef } from 'react';
import { SignInLink } from '@/components/sign-in-link';
import type { CourseEnrolment } from '../use-course-enrolment';
import styles from './enrol-action.module.scss';

interface EnrolActionProps {
  course: { is_free: boolean };
  enrolment: CourseEnrolment;
  /** Where "Start learning" goes once enrolled; null: no such link (no lessons yet). */
  startHref: string | null;
  /** Full-width actions (the course page's side panel); else as wide as their text. */
  block?: boolean;
}

/**
 * The one action that fits the viewer of a course: sign in, enrol (free courses), buy (paid
 * courses: an order, then the checkout), or start learning (enrolled), with what went wrong
 * when it fails. The course page's panel and a locked lesson both offer it.
 */
export function EnrolAction({ course, enrolment, startHref, block = false }: EnrolActionProps) {
  return (
    <div className={block ? `${styles.action} ${styles.block}` : styles.action}>
      <ActionForStatus course={course} enrolment={enrolment} startHref={startHref} />
    </div>
  );
}

function ActionForStatus({ course, enrolment, startHref }: Omit<EnrolActionProps, 'block'>) {
  const { t } = useTranslation('courses');
  const noteId = useId();
  const startRef = useRef<HTMLAnchorElement>(null);
  const { status, justEnrolled } = enrolment;

  // The enrol button is gone once it has worked: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (justEnrolled) startRef.current?.focus();
  }, [justEnrolled]);

  if (status === 'enrolled') {
    return (
      <>
        <p className={styles.enrolled} role="status">
          {t('enrol.enrolled')}
        </p>
        {startHref !== null && (
          <Link ref={startRef} href={startHref} className={styles.primaryAction}>
            {t('enrol.start')}
          </Link>
        )}
      </>
    );
  }
  if (status === 'signed-out') {
    return (
      <SignInLink className={styles.primaryAction}>
        {course.is_free ? t('enrol.signInToEnrol') : t('enrol.signInToBuy')}
      </SignInLink>
    );
  }
  if (status === 'check-failed') {
    return (
      <div role="alert" className={styles.alert}>
        <p>{t('enrol.statusFailed')}</p>
        <button type="button" className={styles.secondaryAction} onClick={enrolment.retry}>
          {t('enrol.retry')}
        </button>
      </div>
    );
  }
  if (!course.is_free) {
    const busy = status === 'checking' || enrolment.buying;
    return (
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
  }
  const busy = status === 'checking' || enrolment.enrolling;
  return (
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
