import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { SidebarSection } from '@/lib/catalog/lesson-types';
import { formatClock } from '@/lib/format/duration';
import { lessonPath } from '@/lib/routes';
import { LockIcon } from './lock-icon';
import styles from './lesson-player.module.scss';

interface LessonSidebarProps {
  slug: string;
  sections: SidebarSection[];
  currentLessonId: number;
  /** The current lesson was just watched to the end (its tick shows before the next load). */
  currentCompleted: boolean;
}

/** The course's curriculum beside the player: ticks on completed lessons, locks on closed ones. */
export function LessonSidebar({ slug, sections, currentLessonId, currentCompleted }: LessonSidebarProps) {
  const { t } = useTranslation('courses');
  return (
    <nav aria-labelledby="lesson-sidebar-title" className={styles.sidebar}>
      <h2 id="lesson-sidebar-title">{t('lesson.curriculum')}</h2>
      <ol className={styles.sidebarSections}>
        {sections.map((section) => (
          <li key={section.id}>
            <h3>{section.title}</h3>
            <ol>
              {section.lessons.map((lesson) => {
                const current = lesson.id === currentLessonId;
                const completed = lesson.completed || (current && currentCompleted);
                const state = completed ? t('lesson.completed') : lesson.locked ? t('lesson.locked') : null;
                const content = (
                  <>
                    <span aria-hidden="true" className={styles.mark}>
                      {completed ? '✓' : lesson.locked ? <LockIcon /> : current ? '▶' : '○'}
                    </span>
                    <span className={styles.sidebarTitle}>
                      {lesson.title}
                      {state && <span className="visually-hidden"> ({state})</span>}
                    </span>
                    <span className={styles.sidebarDuration}>{formatClock(lesson.duration_s)}</span>
                  </>
                );
                return (
                  <li key={lesson.id} className={current ? styles.current : undefined}>
                    {lesson.locked ? (
                      <span className={styles.sidebarItem}>{content}</span>
                    ) : (
                      <Link
                        href={lessonPath(slug, lesson.id)}
                        className={styles.sidebarItem}
                        aria-current={current ? 'page' : undefined}
                      >
                        {content}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
