import type { Readable } from 'node:stream';

/**
 * Where downloadable files live: a local folder by default, S3-compatible object storage
 * when S3_* are set (DESIGN.md §2). Callers only ever stream a file out or write one in,
 * so neither side reads a whole file into memory on the way to a buyer.
 */
export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's content as a stream, or null when there is no such file. */
  open(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
}

/** Keys are relative paths of lower-case words ("source-codes/kanban-board-1.0.0.zip"). */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
