import { Button, Progress } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { FormAlert, TRANSLATED_CODES, useErrorText } from '@/components/form-alert';
import { formatBytes } from '@/lib/format/bytes';
import { formatClock } from '@/lib/format/duration';
import { ACCEPTED_TYPES } from '@/lib/uploads/detect-file-type';
import { UPLOAD_LIMIT_BYTES, type UploadKind } from '@/lib/uploads/upload-kinds';
import type { UploadReply } from '@/lib/uploads/upload-types';
import { isRetryable, useUpload, type UploadState } from './use-upload';
import styles from './upload-field.module.scss';

/** File name endings the chooser offers beside the content types (the server judges by content). */
const EXTENSIONS: Record<UploadKind, readonly string[]> = {
  video: ['.mp4', '.m4v', '.webm'],
  caption: ['.vtt'],
  image: ['.png', '.jpg', '.jpeg', '.webp', '.gif'],
  archive: ['.zip', '.gz', '.tgz', '.7z'],
};

// The upload refusals say the same whatever the file: in the page's language.
const UPLOAD_ERROR_CODES: ReadonlySet<string> = new Set([
  ...TRANSLATED_CODES,
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'UPLOAD_INCOMPLETE',
  'LENGTH_REQUIRED',
]);

interface UploadFieldProps {
  kind: UploadKind;
  /** What the file is for ("Lesson video", "Vietnamese captions"). */
  label: string;
  /** Called with the stored upload, whose id the form then saves. */
  onUploaded: (upload: UploadReply) => void;
}

/**
 * A back-office file field: choose a file, watch it go up (a progress bar, announced in
 * steps to screen readers), cancel it, retry it when the connection failed. Admin pages only.
 */
export function UploadField({ kind, label, onUploaded }: UploadFieldProps) {
  const { t, i18n } = useTranslation('admin-uploads');
  const errorText = useErrorText(UPLOAD_ERROR_CODES);
  const inputId = useId();
  const hintId = useId();
  const { state, start, cancel, retry } = useUpload(kind, onUploaded);
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const uploading = state.phase === 'uploading';
  const percent = uploading ? Math.floor((state.fraction ?? 0) * 100) : 0;

  function problemText(): string | null {
    if (state.phase !== 'failed') return null;
    const name = state.file.name;
    const { problem } = state;
    if (problem.reason === 'tooLarge') {
      return t('tooLarge', { name, size: size(state.file.size), limit: size(UPLOAD_LIMIT_BYTES[kind]) });
    }
    if (problem.reason === 'wrongType') return t(`wrongType.${kind}`, { name });
    return t('failed', { name, reason: errorText(problem.error) });
  }

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept={[...EXTENSIONS[kind], ...ACCEPTED_TYPES[kind]].join(',')}
        aria-describedby={hintId}
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again starts again.
          event.target.value = '';
          if (file) void start(file);
        }}
      />
      <p id={hintId} className={styles.hint}>
        {t(`hint.${kind}`, { limit: size(UPLOAD_LIMIT_BYTES[kind]) })}
      </p>
      {uploading && (
        <div className={styles.progress}>
          <Progress percent={percent} status="active" aria-label={t('progressLabel', { name: state.file.name })} />
          <Button onClick={cancel}>{t('cancel')}</Button>
        </div>
      )}
      <p role="status" aria-live="polite" className={styles.status}>
        {statusText(state, t, size)}
      </p>
      <FormAlert message={problemText()} />
      {isRetryable(state) && <Button onClick={retry}>{t('retry')}</Button>}
    </div>
  );
}

/** What the live region says: progress in steps of 10 %, so a screen reader is not flooded. */
function statusText(
  state: UploadState,
  t: (key: string, values?: Record<string, string | number>) => string,
  size: (bytes: number) => string,
): string {
  switch (state.phase) {
    case 'uploading':
      return t('uploading', { name: state.file.name, percent: Math.floor((state.fraction ?? 0) * 10) * 10 });
    case 'done': {
      const { upload } = state;
      const values = { name: upload.original_name, size: size(upload.size_bytes) };
      return upload.duration_s === null
        ? t('done', values)
        : t('doneWithDuration', { ...values, duration: formatClock(upload.duration_s) });
    }
    case 'cancelled':
      return t('cancelled', { name: state.file.name });
    default:
      return '';
  }
}
