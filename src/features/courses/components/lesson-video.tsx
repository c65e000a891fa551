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

/**
 * The lesson's HTML5 video with its captions (the page language's on by default), resumed
 * and tracked. Both come from API routes that check the viewer may watch the lesson; the
 * video route answers byte ranges, so seeking fetches only what it needs.
 */
export function LessonVideo({ lesson, serverProgress, onCompleted }: LessonVideoProps) {
  const { t, i18n } = useTranslation('courses');
  const videoRef = useRef<HTMLVideoElement>(null);
  const { saveFailed } = useLessonProgress(videoRef, { lessonId: lesson.id, serverProgress, onCompleted });

  if (lesson.video_url === null) {
    return <p className={`${styles.videoFrame} ${styles.videoPending}`}>{t('lesson.videoPending')}</p>;
  }
  return (
    <div className={styles.videoFrame}>
      <video
        ref={videoRef}
        className={styles.video}
        src={lesson.video_url}
        controls
        preload="metadata"
        playsInline
        aria-label={lesson.title}
      >
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
