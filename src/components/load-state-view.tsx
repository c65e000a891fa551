import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { LoadState } from '@/hooks/use-load';
import { useErrorMessage } from '@/hooks/use-error-message';
import styles from './load-state-view.module.scss';

interface LoadStateViewProps<T> {
  state: LoadState<T>;
  /** What counts as "nothing there" (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  /** Shown when the data is empty (default: common:empty). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The four faces of loaded data: loading, failed (a message and a retry button — never a
 * blank), empty, and the data itself. While reloading, the previous data stays on screen.
 */
export function LoadStateView<T>({ state, isEmpty = isEmptyArray, empty, children }: LoadStateViewProps<T>) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();

  if (state.status === 'failed') {
    return (
      <div role="alert" className={styles.failed}>
        <p>{errorMessage(state.error?.error_code, t('loadFailed'))}</p>
        <button type="button" className={styles.retry} onClick={state.retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (state.data === null) {
    return (
      <div className={styles.loading} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        {t('loading')}
      </div>
    );
  }
  return (
    <div aria-busy={state.status === 'loading'}>
      {isEmpty(state.data) ? <p className={styles.empty}>{empty ?? t('empty')}</p> : children(state.data)}
    </div>
  );
}
