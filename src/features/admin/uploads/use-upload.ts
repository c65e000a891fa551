import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from '@/lib/api/api-error';
import { detectFileType, FILE_TYPE_HEAD_BYTES } from '@/lib/uploads/detect-file-type';
import { UPLOAD_LIMIT_BYTES, type UploadKind } from '@/lib/uploads/upload-kinds';
import type { UploadReply } from '@/lib/uploads/upload-types';
import { uploadFile } from './upload-api';

/** Why an upload did not happen: refused here before sending, or failed on its way. */
type UploadProblem = { reason: 'tooLarge' } | { reason: 'wrongType' } | { reason: 'failed'; error: ApiError };

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; file: File; fraction: number | null }
  | { phase: 'done'; file: File; upload: UploadReply }
  | { phase: 'failed'; file: File; problem: UploadProblem }
  | { phase: 'cancelled'; file: File };

/** Refusals about the file itself: sending it again would be refused again. */
const FINAL_CODES: ReadonlySet<string> = new Set(['FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'VALIDATION_ERROR']);

/** Whether sending the same file again may succeed (a dropped connection, a server hiccup). */
export function isRetryable(state: UploadState): boolean {
  if (state.phase === 'cancelled') return true;
  return (
    state.phase === 'failed' && state.problem.reason === 'failed' && !FINAL_CODES.has(state.problem.error.error_code)
  );
}

/**
 * One file's upload: checked here first with the server's own rules (the kind's size limit,
 * the format by its first bytes) so a wrong file is refused at once instead of after
 * minutes of sending, then sent with its progress; cancellable, and retryable (the server
 * answers a resent file with the upload it already has). Leaving the page cancels it.
 */
export function useUpload(kind: UploadKind, onUploaded: (upload: UploadReply) => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  // The latest callback, without restarting anything when the parent passes a new one.
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  const start = useCallback(
    async (file: File) => {
      running.current?.abort();
      if (file.size > UPLOAD_LIMIT_BYTES[kind]) {
        setState({ phase: 'failed', file, problem: { reason: 'tooLarge' } });
        return;
      }
      const head = new Uint8Array(await file.slice(0, FILE_TYPE_HEAD_BYTES).arrayBuffer());
      if (detectFileType(kind, head) === null) {
        setState({ phase: 'failed', file, problem: { reason: 'wrongType' } });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'uploading', file, fraction: 0 });
      try {
        const upload = await uploadFile(file, kind, {
          signal: controller.signal,
          onProgress: (fraction) =>
            setState((current) =>
              current.phase === 'uploading' && current.file === file ? { ...current, fraction } : current,
            ),
        });
        setState({ phase: 'done', file, upload });
        uploaded.current(upload);
      } catch (error) {
        setState(
          controller.signal.aborted
            ? { phase: 'cancelled', file }
            : { phase: 'failed', file, problem: { reason: 'failed', error: toApiError(error) } },
        );
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [kind],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  const retry = useCallback(() => {
    if (state.phase === 'failed' || state.phase === 'cancelled') void start(state.file);
  }, [start, state]);

  useEffect(() => () => running.current?.abort(), []);

  return { state, start, cancel, retry };
}
