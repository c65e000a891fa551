/** The back office's upload call (POST /api/admin/uploads): the file itself as the body. */
import { api } from '@/lib/api/client';
import type { UploadKind } from '@/lib/uploads/upload-kinds';
import type { UploadReply } from '@/lib/uploads/upload-types';

export interface UploadOptions {
  signal: AbortSignal;
  /** The share sent so far, 0–1; null while the browser does not know the total. */
  onProgress: (fraction: number | null) => void;
}

export function uploadFile(file: File, kind: UploadKind, { signal, onProgress }: UploadOptions): Promise<UploadReply> {
  return api.post<UploadReply>('/api/admin/uploads', file, {
    params: { kind, name: file.name },
    // The raw bytes: the server judges them by content, not by this type.
    headers: { 'Content-Type': 'application/octet-stream' },
    // A video takes minutes: no deadline but the person's Cancel.
    timeout: 0,
    signal,
    onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : null),
  });
}
