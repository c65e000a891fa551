import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { AppImage } from '@/components/app-image';
import type { MyCourse } from '@/lib/catalog/course-types';
import { formatDate } from '@/lib/format/date';
import { toLocale } from '@/lib/locales';
import { certificatePath, coursePath, lessonPath } from '@/lib/routes';
import { useDurationText } from '../use-duration-text';
import styles from './my-courses.module.scss';

/**
 * One enrolled course: its progress bar, the time watched, and the way back in (the next
 * lesson to take; once every lesson is done, the course from its start).
 */
export function MyCourseItem({ course }: { course: MyCourse }) {
  const { t, i18n } = useTranslation('courses');
  const duration = useDurationText();
  const { progress } = course;
  const done = progress.total_lessons > 0 && progress.next_lesson === null;
  const resumeAt = progress.next_lesson?.id ?? progress.first_lesson_id;
  const started = progress.last_lesson_id !== null;
  const action = done ? 'review' : started ? 'continue' : 'start';
  const enrolledOn = formatDate(course.enrolled_at, toLocale(i18n.language));
  const progressText = t('my.progress', {
    completed: progress.completed_lessons,
    total: progress.total_lessons,
    percent: progress.percent,
  });

  return (
    <article className={styles.item}>
      <AppImage src={course.thumbnail} alt="" width={640} height={360} sizes="160px" className={styles.thumbnail} />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link href={coursePath(course.slug)}>{course.title}</Link>
        </h2>
        <p className={styles.meta}>{t('my.enrolledOn', { date: enrolledOn })}</p>
        {progress.total_lessons > 0 ? (
          <>
            <div
              role="progressbar"
              aria-label={t('my.progressLabel', { course: course.title })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              aria-valuetext={progressText}
              className={styles.bar}
            >
              <span style={{ width: `${progress.percent}%` }} />
            </div>
            <p className={styles.meta}>{progressText}</p>
            <p className={styles.meta}>
              {t('my.watched', { watched: duration(progress.watched_s), total: duration(progress.duration_s) })}
            </p>
            {done ? (
              <p className={styles.done}>{t('my.completed')}</p>
            ) : (
              progress.next_lesson && (
                <p className={styles.meta}>{t('my.nextLesson', { lesson: progress.next_lesson.title })}</p>
              )
            )}
          </>
        ) : (
          <p className={styles.meta}>{t('my.noLessons')}</p>
        )}
        {course.certificate_code && (
          <p className={styles.meta}>
            <Link href={certificatePath(course.certificate_code)} prefetch={false}>
              {t('my.certificate', { course: course.title })}
            </Link>
          </p>
        )}
      </div>
      {resumeAt !== null && (
        <Link
          href={lessonPath(course.slug, resumeAt)}
          className={styles.continue}
          // Every row has the same button text: the name says which course it opens.
          aria-label={t(`my.${action}Course`, { course: course.title })}
        >
          {t(`my.${action}`)}
        </Link>
      )}
    </article>
  );
}
