import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { SignInLink } from '@/components/sign-in-link';
import type { LessonCourse, LessonDenial } from '@/lib/catalog/lesson-types';
import { formatCurrency } from '@/lib/format/currency';
import { coursePath } from '@/lib/routes';
import { coursesApi } from '../lazy-courses-api';
import { LockIcon } from './lock-icon';
import styles from './lesson-player.module.scss';

interface LessonLockedProps {
  reason: LessonDenial;
  lesson: { id: number; title: string };
  course: LessonCourse;
}

/**
 * A lesson the viewer may not watch: says why, and offers the way in — sign in (they may
 * already be enrolled), enrol on the spot in a free course, or see the paid course's page.
 */
export function LessonLocked({ reason, lesson, course }: LessonLockedProps) {
  const { t } = useTranslation('courses');
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'enrolling' | 'failed'>('idle');

  const enrolHere = async () => {
    setState('enrolling');
    try {
      await (await coursesApi()).enrol(course.id);
      // The same address now renders the player.
      await router.replace(router.asPath);
    } catch {
      setState('failed');
    }
  };

  const signIn = reason === 'UNAUTHORIZED';
  let text: string;
  if (signIn) text = t('lesson.deniedSignInText', { lesson: lesson.title, course: course.title });
  else if (course.is_free) text = t('lesson.deniedFreeText', { course: course.title });
  else text = t('lesson.deniedPaidText', { course: course.title });

  return (
    <section className={styles.locked} aria-labelledby="lesson-locked-title">
      <p className={styles.lockIcon}>
        <LockIcon size={40} />
      </p>
      <h1 id="lesson-locked-title">{signIn ? t('lesson.deniedSignInTitle') : t('lesson.deniedTitle')}</h1>
      <p>{text}</p>
      {!signIn && !course.is_free && <p className={styles.price}>{formatCurrency(course.price_vnd)}</p>}
      <div className={styles.lockedActions}>
        {signIn && <SignInLink className={styles.primaryAction}>{t('lesson.signIn')}</SignInLink>}
        {!signIn && course.is_free && (
          <button
            type="button"
            className={styles.primaryAction}
            disabled={state === 'enrolling'}
            onClick={() => void enrolHere()}
          >
            {state === 'enrolling' ? t('enrol.enrolling') : t('enrol.enrol')}
          </button>
        )}
        <Link href={coursePath(course.slug)} className={styles.secondaryAction}>
          {t('lesson.seeCourse')}
        </Link>
      </div>
      {state === 'failed' && (
        <p role="alert" className={styles.alert}>
          {t('enrol.failed')}
        </p>
      )}
    </section>
  );
}
