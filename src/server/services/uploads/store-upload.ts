import { randomUUID } from 'node:crypto';
import { finished, type Readable } from 'node:stream';
import type { UploadKind } from '@/lib/uploads/upload-kinds';
import { getDb } from '../../db/client';
import type { Upload } from '../../db/schema/uploads';
import type { Executor } from '../../db/types';
import { AppError } from '../../http/app-error';
import * as uploadRepository from '../../repositories/upload-repository';
import { getFileStorage } from '../../storage/storage';
import { UploadInspector } from './upload-inspector';

export interface UploadSource {
  kind: UploadKind;
  /** The name the file had on the sender's side, kept for people. */
  originalName: string;
  /** The bytes, as they come. */
  body: Readable;
  createdBy: string | null;
}

/**
 * Puts a file into storage and records it: the bytes stream through the inspector (size
 * limit, sha256, type by magic bytes, a video's duration) into storage under a new key, and
 * the row is written once they are all there. POST /api/admin/uploads and the seed both go
 * through here.
 *
 * Any failure — bytes of the wrong type or too many, a sender gone mid-way, storage or the
 * database failing — leaves nothing: the partial file is removed and no row is written.
 * `body` is unpiped but not destroyed, so an HTTP request can still be answered.
 *
 * The same bytes sent again as the same kind (a retry after a lost reply, the seed run
 * twice) are the same upload: the stored copy and its row are kept, the new copy dropped,
 * and the existing row returned.
 */
export async function storeUpload(source: UploadSource, db: Executor = getDb()): Promise<Upload> {
  const storage = getFileStorage();
  const key = `uploads/${source.kind}/${randomUUID()}`;
  const inspector = new UploadInspector(source.kind);
  // Its failures reach this function through detectedType, the storage write and `errored`.
  inspector.on('error', () => undefined);
  // pipe(), not pipeline(): a refused upload still gets its reply, so the request must not
  // be destroyed with the inspector. A sender that goes away fails the inspector instead.
  source.body.pipe(inspector);
  const stopWatching = finished(source.body, { writable: false }, (error) => {
    if (!error) return;
    inspector.destroy(new AppError('UPLOAD_INCOMPLETE', 'The upload stopped before its last byte; send it again.'));
  });
  try {
    const contentType = await inspector.detectedType;
    await storage.write(key, inspector, contentType);
    return await record(key, source, inspector, db);
  } catch (error) {
    // The inspector's own refusal, rather than how storage saw the stream it cut short.
    const cause = inspector.errored instanceof AppError ? inspector.errored : error;
    source.body.unpipe(inspector);
    inspector.destroy();
    await storage.remove(key);
    throw cause;
  } finally {
    stopWatching();
  }
}

async function record(key: string, source: UploadSource, inspector: UploadInspector, db: Executor): Promise<Upload> {
  const file = inspector.inspected;
  const inserted = await uploadRepository.insertUnlessKnown(
    {
      kind: source.kind,
      storageKey: key,
      originalName: source.originalName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
      durationS: file.durationS,
      createdBy: source.createdBy,
    },
    db,
  );
  if (inserted) return inserted;
  const known = await uploadRepository.findByContent(source.kind, file.sha256, db);
  if (!known) throw new Error('an upload of the same content was reported, then not found');
  if (await getFileStorage().stat(known.storageKey)) {
    await getFileStorage().remove(key);
    return known;
  }
  // Its row outlived its file (storage emptied, restored apart from the database): the new copy takes over.
  return uploadRepository.updateStorageKey(known.id, key, db);
}
