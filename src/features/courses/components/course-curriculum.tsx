import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { SectionSummary } from '@/lib/catalog/course-types';
import { formatClock } from '@/lib/format/duration';
import { lessonPath } from '@/lib/routes';
import { LockIcon } from './lock-icon';
import styles from './course-detail.module.scss';

interface CourseCurriculumProps {
  slug: string;
  sections: SectionSummary[];
  /** Every lesson opens (enrolled viewer); otherwise only the free previews do. */
  enrolled: boolean;
}

/** Sections and their lessons with lengths; lessons the viewer may watch link to the player. */
export function CourseCurriculum({ slug, sections, enrolled }: CourseCurriculumProps) {
  const { t } = useTranslation('courses');
  if (sections.every((section) => section.lessons.length === 0)) {
    return <p className={styles.muted}>{t('detail.noLessons')}</p>;
  }
  return (
    <ol className={styles.sections}>
      {sections.map((section) => (
        <li key={section.id}>
          <h3 className={styles.sectionTitle}>{section.title}</h3>
          <ol className={styles.lessons}>
            {section.lessons.map((lesson) => {
              const open = enrolled || lesson.is_free_preview;
              return (
                <li key={lesson.id} className={styles.lesson}>
                  <span aria-hidden="true" className={styles.lessonIcon}>
                    {open ? '▶' : <LockIcon />}
                  </span>
                  <span className={styles.lessonTitle}>
                    {open ? (
                      <Link href={lessonPath(slug, lesson.id)}>{lesson.title}</Link>
                    ) : (
                      <>
                        {lesson.title}
                        <span className="visually-hidden"> ({t('detail.locked')})</span>
                      </>
                    )}
                    {lesson.is_free_preview && !enrolled && <span className={styles.badge}>{t('detail.preview')}</span>}
                  </span>
                  <span className={styles.lessonDuration}>{formatClock(lesson.duration_s)}</span>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
