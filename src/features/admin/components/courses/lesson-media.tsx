import { Button } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { AdminCourse, AdminLesson, AttachedFile } from '@/lib/admin/admin-course-types';
import { formatClock } from '@/lib/format/duration';
import { adminApi } from '../../admin-api';
import { UploadField } from '../../uploads/upload-field';
import styles from './curriculum-editor.module.scss';

interface LessonMediaProps {
  lesson: AdminLesson;
  save: (write: () => Promise<AdminCourse>, announce?: string) => Promise<boolean>;
}

/**
 * A lesson's video and captions: each uploaded (streamed, checked by its content, with a
 * progress bar) and then attached to the lesson, whose duration becomes the video's own.
 */
export function LessonMedia({ lesson, save }: LessonMediaProps) {
  const { t } = useTranslation('admin');
  const attached = (file: AttachedFile | null, remove: () => Promise<AdminCourse>) =>
    file ? (
      <p className={styles.attached}>
        {t('curriculum.attached', { name: file.original_name })}{' '}
        <Button size="small" onClick={() => save(remove)}>
          {t('curriculum.detach')}
        </Button>
      </p>
    ) : (
      <p className={styles.empty}>{t('curriculum.noFile')}</p>
    );

  return (
    <div className={styles.media}>
      <div>
        <p className={styles.mediaTitle}>
          {t('curriculum.video')}
          {lesson.duration_s > 0 && <span className={styles.other}> · {formatClock(lesson.duration_s)}</span>}
        </p>
        {attached(lesson.video, () => adminApi.updateLesson(lesson.id, { video_upload_id: null }))}
        <UploadField
          kind="video"
          label={t('curriculum.uploadVideo')}
          onUploaded={(upload) =>
            void save(
              () => adminApi.updateLesson(lesson.id, { video_upload_id: upload.id }),
              t('curriculum.videoAttached'),
            )
          }
        />
      </div>
      {(['en', 'vi'] as const).map((language) => (
        <div key={language}>
          <p className={styles.mediaTitle}>{t(`curriculum.captions.${language}`)}</p>
          {attached(lesson.captions[language], () =>
            adminApi.updateLesson(lesson.id, { captions: { [language]: null } }),
          )}
          <UploadField
            kind="caption"
            label={t(`curriculum.uploadCaptions.${language}`)}
            onUploaded={(upload) =>
              void save(
                () => adminApi.updateLesson(lesson.id, { captions: { [language]: upload.id } }),
                t('curriculum.captionsAttached'),
              )
            }
          />
        </div>
      ))}
    </div>
  );
}
