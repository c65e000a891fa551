import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import type { LessonView } from '@/lib/catalog/lesson-types';
import { LessonLocked } from './lesson-locked';
import { LessonPlayer } from './lesson-player';

export interface LessonPageProps {
  view: LessonView;
}

/** /courses/[slug]/lessons/[lessonId]: the player, or a page saying why the lesson is closed. */
export function LessonPage({ view }: LessonPageProps) {
  const { t } = useTranslation('common');
  const lessonTitle = view.access === 'granted' ? view.player.lesson.title : view.lesson.title;
  const course = view.access === 'granted' ? view.player.course : view.course;
  return (
    <>
      <Head>
        <title>{`${lessonTitle} · ${course.title} | ${t('brand')}`}</title>
        <meta name="description" content={`${lessonTitle} · ${course.title}`} />
        {/* Per viewer, and the course page is the one to find. */}
        <meta name="robots" content="noindex" />
      </Head>
      {view.access === 'granted' ? (
        // A new lesson is a new player: fresh video element, progress and resume point.
        <LessonPlayer key={view.player.lesson.id} player={view.player} />
      ) : (
        <LessonLocked reason={view.reason} lesson={view.lesson} course={view.course} />
      )}
    </>
  );
}
