import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { SignInLink } from '@/components/sign-in-link';
import type { LessonCourse, LessonDenial } from '@/lib/catalog/lesson-types';
import { formatCurrency } from '@/lib/format/currency';
import { coursePath } from '@/lib/routes';
import { useCourseEnrolment } from '../use-course-enrolment';
import { EnrolAction } from './enrol-action';
import { LockIcon } from './lock-icon';
import styles from './lesson-player.module.scss';

interface LessonLockedProps {
  reason: LessonDenial;
  lesson: { id: number; title: string };
  course: LessonCourse;
}

/**
 * A lesson the viewer may not watch: says why, and offers the way in right here — sign in
 * (coming back to this lesson: they may already be enrolled), enrol in a free course, or buy
 * a paid one (the course page's own action) — and the course's page.
 */
export function LessonLocked({ reason, lesson, course }: LessonLockedProps) {
  const { t } = useTranslation('courses');
  const router = useRouter();
  // The server has just said this viewer is not enrolled: no need to ask again.
  const enrolment = useCourseEnrolment(course, course.is_enrolled);

  // Enrolled on the spot (a free course): the same address now renders the player.
  useEffect(() => {
    if (enrolment.justEnrolled) void router.replace(router.asPath);
  }, [enrolment.justEnrolled, router]);

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
        {signIn ? (
          <SignInLink className={styles.primaryAction}>{t('lesson.signIn')}</SignInLink>
        ) : (
          <EnrolAction course={course} enrolment={enrolment} startHref={null} />
        )}
        <Link href={coursePath(course.slug)} className={styles.secondaryAction}>
          {t('lesson.seeCourse')}
        </Link>
      </div>
    </section>
  );
}
