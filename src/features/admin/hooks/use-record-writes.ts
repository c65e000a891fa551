import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { useAdminFormErrors } from './use-admin-form-errors';

/** How the last write went, said in the page's status line. */
export interface WriteNotice {
  type: 'success' | 'error';
  text: string;
}

/**
 * An editor page's writes to its one record (a course, a quiz). Every write answers the
 * whole record, which replaces what the page shows; each outcome is announced, and
 * `busy` holds the page's buttons while one runs.
 */
export function useRecordWrites<T>(initial: T) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const showErrors = useAdminFormErrors();
  const [record, setRecord] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<WriteNotice | null>(null);

  const failed = useCallback(
    (error: unknown) => setNotice({ type: 'error', text: showErrors(error, null, []) ?? t('common.requestFailed') }),
    [showErrors, t],
  );

  /** Shows a record saved elsewhere (a form that handles its own field errors). */
  const saved = useCallback(
    (next: T, announce?: string) => {
      setRecord(next);
      setNotice({ type: 'success', text: announce ?? t('common.saved') });
    },
    [t],
  );

  /** Runs a write and shows its answer; false when it failed. */
  const save = useCallback(
    async (write: () => Promise<T>, announce?: string): Promise<boolean> => {
      setBusy(true);
      try {
        saved(await write(), announce);
        return true;
      } catch (error) {
        failed(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [saved, failed],
  );

  /** Runs a write after which the record is gone (a deletion), then goes to `path`. */
  const leave = useCallback(
    async (write: () => Promise<unknown>, path: string) => {
      setBusy(true);
      try {
        await write();
        await router.push(path);
      } catch (error) {
        failed(error);
        setBusy(false);
      }
    },
    [failed, router],
  );

  /** Says why a write was not sent (a check the page makes before asking the server). */
  const refuse = useCallback((text: string) => setNotice({ type: 'error', text }), []);

  return { record, setRecord, busy, notice, save, saved, leave, refuse };
}
