import { FormAlert } from '@/components/form-alert';
import type { WriteNotice } from '../hooks/use-record-writes';
import styles from './courses/course-editor.module.scss';

/** The editor's status line: a live region, there before any message so that each one is announced. */
export function WriteNoticeLine({ notice }: { notice: WriteNotice | null }) {
  return (
    <div role="status" aria-live="polite" className={styles.notice}>
      {notice && <FormAlert type={notice.type} message={notice.text} />}
    </div>
  );
}
