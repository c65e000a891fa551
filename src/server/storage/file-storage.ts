import type { Readable } from 'node:stream';

/**
 * Where stored files live: a local folder by default, S3-compatible object storage when
 * S3_* are set (DESIGN.md §2): source-code archives, and the uploads (lesson videos,
 * captions, images). Files are streamed in and out, so no file is ever held whole in memory
 * on its way to or from a person.
 */
export interface StoredFile {
  stream: Readable;
  /** The bytes `stream` carries: the whole file's size, or the range's length. */
  size: number;
}

interface FileStat {
  size: number;
  /**
   * A strong validator of the stored bytes, quoted as an HTTP ETag: on disk from the size
   * and modification time, on S3 the object's own ETag. (Uploads are served with their
   * sha256 instead, which every instance and both kinds of storage agree on.)
   */
  etag: string;
}

/** Bytes `start` to `end`, both included (as in an HTTP Range). */
interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes a small file held in memory (a generated archive). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Writes a file from a stream, as it comes. Readers never see it half-written, and when the
   * stream fails (a client gone, a check refusing the bytes) nothing is left under `key`;
   * the stream is destroyed if the storage side fails first.
   */
  write(key: string, body: Readable, contentType: string): Promise<void>;
  /** The file's content (or one range of it) as a stream, or null when there is no such file. */
  open(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Null when there is no such file. */
  stat(key: string): Promise<FileStat | null>;
  /**
   * Every stored file, one at a time (a bucket is listed page by page), in no set order;
   * files being written are not listed. For backups.
   */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Deletes the file; a missing file is no error. */
  remove(key: string): Promise<void>;
  /**
   * S3 only: a GET URL of the object that works without credentials for `expiresInS`
   * seconds, answered with the given Content-Type. The local storage has no such address
   * (undefined): its files go through the app.
   */
  readonly presignGet?: (key: string, options: { expiresInS: number; contentType: string }) => Promise<string>;
}

/** Keys are relative paths of lower-case words ("source-codes/kanban-board-1.0.0.zip"). */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
