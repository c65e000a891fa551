import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useState } from 'react';
import type { LessonPlayer as LessonPlayerData } from '@/lib/catalog/lesson-types';
import { coursePath, lessonPath } from '@/lib/routes';
import { LessonSidebar } from './lesson-sidebar';
import { LessonVideo } from './lesson-video';
import styles from './lesson-player.module.scss';

/** A lesson the viewer may watch: the video, where it sits in the course, and the way on. */
export function LessonPlayer({ player }: { player: LessonPlayerData }) {
  const { t } = useTranslation('courses');
  const { lesson, course } = player;
  const [completed, setCompleted] = useState(false);

  return (
    <div className={styles.layout}>
      <div className={styles.stage}>
        <LessonVideo lesson={lesson} serverProgress={player.progress} onCompleted={() => setCompleted(true)} />
        <p className={styles.context}>
          <Link href={coursePath(course.slug)}>{course.title}</Link>
          {lesson.section_title && <span> · {lesson.section_title}</span>}
        </p>
        <h1 className={styles.title}>{lesson.title}</h1>
        {lesson.is_free_preview && !course.is_enrolled && <p className={styles.badge}>{t('lesson.preview')}</p>}
        <nav aria-label={t('lesson.stepper')} className={styles.stepper}>
          {player.previous_lesson_id !== null && (
            <Link href={lessonPath(course.slug, player.previous_lesson_id)} rel="prev">
              ← {t('lesson.previous')}
            </Link>
          )}
          {player.next_lesson_id !== null && (
            <Link href={lessonPath(course.slug, player.next_lesson_id)} rel="next" className={styles.next}>
              {t('lesson.next')} →
            </Link>
          )}
        </nav>
      </div>
      <LessonSidebar
        slug={course.slug}
        sections={player.sections}
        currentLessonId={lesson.id}
        currentCompleted={completed}
      />
    </div>
  );
}
