import { useTranslation } from 'next-i18next/pages';
import { formatCurrency } from '@/lib/format/currency';
import { lessonPath } from '@/lib/routes';
import type { CourseEnrolment } from '../use-course-enrolment';
import { EnrolAction } from './enrol-action';
import styles from './course-detail.module.scss';

interface EnrolPanelProps {
  course: { slug: string; is_free: boolean; price_vnd: number };
  /** Where "Start learning" goes; null when the course has no lessons yet. */
  firstLessonId: number | null;
  enrolment: CourseEnrolment;
}

/**
 * The course page's price and the one action that fits the viewer (EnrolAction). The course
 * is only unlocked by a paid order, never by this page.
 */
export function EnrolPanel({ course, firstLessonId, enrolment }: EnrolPanelProps) {
  const { t } = useTranslation('courses');
  return (
    <div className={styles.enrolPanel}>
      <p className={styles.price}>{course.is_free ? t('card.free') : formatCurrency(course.price_vnd)}</p>
      <EnrolAction
        course={course}
        enrolment={enrolment}
        startHref={firstLessonId === null ? null : lessonPath(course.slug, firstLessonId)}
        block
      />
    </div>
  );
}
