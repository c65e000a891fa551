import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { formatBytes } from '@/lib/format/bytes';
import { ACCEPTED_TYPES, detectFileType, FILE_TYPE_HEAD_BYTES } from '@/lib/uploads/detect-file-type';
import { UPLOAD_LIMIT_BYTES, type UploadKind } from '@/lib/uploads/upload-kinds';
import { AppError } from '../../http/app-error';
import { ByteFeeder } from '../../media/byte-parser';
import { mp4Duration } from '../../media/mp4-duration';
import { webmDuration } from '../../media/webm-duration';

/** What an upload's bytes turned out to be. */
export interface InspectedFile {
  contentType: string;
  sizeBytes: number;
  /** Lower-case hex. */
  sha256: string;
  /** A video's length in whole seconds, from its own header; null for other kinds, or when unreadable. */
  durationS: number | null;
}

/**
 * The one pass over an upload's bytes on their way to storage: counts them (failing with
 * FILE_TOO_LARGE past the kind's limit), hashes them (sha256), checks by their first bytes
 * that they are a format the kind accepts (UNSUPPORTED_FILE_TYPE otherwise, before a single
 * byte is passed on), and reads a video's duration as it streams past. Holds nothing but
 * those first bytes: memory stays flat whatever the size.
 */
export class UploadInspector extends Transform {
  private readonly hash = createHash('sha256');
  private readonly limit: number;
  private sizeBytes = 0;
  /** The first chunks, held until there are enough bytes to tell the format. */
  private head: Buffer[] = [];
  private headLength = 0;
  private contentType: string | null = null;
  private duration: ByteFeeder<number | null> | null = null;
  private result: InspectedFile | null = null;
  private resolveType!: (contentType: string) => void;
  private rejectType!: (error: Error) => void;
  /** Settles once the format is known (or refused): the storage write can then be typed. */
  readonly detectedType = new Promise<string>((resolve, reject) => {
    this.resolveType = resolve;
    this.rejectType = reject;
  });

  constructor(private readonly kind: UploadKind) {
    super();
    this.limit = UPLOAD_LIMIT_BYTES[kind];
    // Nobody may be waiting yet when a refusal comes; it is also the stream's own error.
    this.detectedType.catch(() => undefined);
  }

  /** What the bytes were; available once every byte has gone through. */
  get inspected(): InspectedFile {
    if (!this.result) throw new Error('the upload has not been read to its end');
    return this.result;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.sizeBytes += chunk.length;
    if (this.sizeBytes > this.limit) {
      done(
        new AppError(
          'FILE_TOO_LARGE',
          `A ${this.kind} file may be at most ${formatBytes(this.limit)}; this one is larger.`,
        ),
      );
      return;
    }
    this.hash.update(chunk);
    if (this.contentType !== null) {
      this.pass(chunk);
      done();
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    const decided = this.headLength >= FILE_TYPE_HEAD_BYTES ? this.decideType() : null;
    done(decided instanceof AppError ? decided : undefined);
  }

  override _flush(done: TransformCallback): void {
    // A file shorter than the bytes a format needs is decided on all it has.
    const decided = this.contentType ?? this.decideType();
    if (decided instanceof AppError) {
      done(decided);
      return;
    }
    const seconds = this.duration?.result ?? null;
    this.result = {
      contentType: decided,
      sizeBytes: this.sizeBytes,
      sha256: this.hash.digest('hex'),
      durationS: seconds === null ? null : Math.round(seconds),
    };
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.rejectType(error ?? new Error('the upload was cut short'));
    done(error);
  }

  /** Decides the format from the head and lets the held bytes through; or the refusal. */
  private decideType(): string | AppError {
    const head = Buffer.concat(this.head);
    this.head = [];
    const contentType = detectFileType(this.kind, head.subarray(0, FILE_TYPE_HEAD_BYTES));
    if (contentType === null) {
      const error = new AppError(
        'UNSUPPORTED_FILE_TYPE',
        `This file is not a ${this.kind} the site accepts (${ACCEPTED_TYPES[this.kind].join(', ')}), judging by its content.`,
      );
      this.rejectType(error);
      return error;
    }
    this.contentType = contentType;
    if (contentType === 'video/mp4') this.duration = new ByteFeeder(mp4Duration());
    if (contentType === 'video/webm') this.duration = new ByteFeeder(webmDuration());
    this.resolveType(contentType);
    this.pass(head);
    return contentType;
  }

  private pass(chunk: Buffer): void {
    if (this.duration && !this.duration.finished) this.duration.push(chunk);
    this.push(chunk);
  }
}
