import { useTranslation } from 'next-i18next/pages';
import { useRef } from 'react';
import type { LessonPosition, PlayerLesson } from '@/lib/catalog/lesson-types';
import { useLessonProgress } from '../use-lesson-progress';
import styles from './lesson-player.module.scss';

interface LessonVideoProps {
  lesson: PlayerLesson;
  serverProgress: LessonPosition | null;
  onCompleted?: () => void;
}

/** The lesson's HTML5 video with its captions (the page language's on by default), resumed and tracked. */
export function LessonVideo({ lesson, serverProgress, onCompleted }: LessonVideoProps) {
  const { t, i18n } = useTranslation('courses');
  const videoRef = useRef<HTMLVideoElement>(null);
  const { saveFailed } = useLessonProgress(videoRef, { lessonId: lesson.id, serverProgress, onCompleted });

  return (
    <div className={styles.videoFrame}>
      <video ref={videoRef} className={styles.video} controls preload="metadata" playsInline aria-label={lesson.title}>
        <source src={lesson.video_url} type="video/mp4" />
        {lesson.captions.map((track) => (
          <track
            key={track.lang}
            kind="captions"
            src={track.src}
            srcLang={track.lang}
            label={track.label}
            default={track.lang === i18n.language}
          />
        ))}
        {t('lesson.noVideo')}
      </video>
      {saveFailed && (
        <p role="status" className={styles.saveFailed}>
          {t('lesson.saveFailed')}
        </p>
      )}
    </div>
  );
}
