import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FileStorage } from '../storage/file-storage';
import { RestoreTargetError } from './backup-errors';
import { FILES_FOLDER, type Manifest } from './manifest';
import type { Progress } from './progress';

/** Refuses a storage that holds files already (unless `force`): a restore goes into a fresh one. */
export async function assertStorageFresh(storage: FileStorage, force: boolean): Promise<void> {
  if (force) return;
  for await (const item of storage.list()) {
    throw new RestoreTargetError(
      `the ${storage.kind === 's3' ? 'bucket' : 'files folder'} is not empty (it holds ${item.key}): restore into an empty one, or pass --force`,
    );
  }
}

/** Writes every file of the (verified) backup into the storage, streamed one by one. */
export async function restoreFiles(
  storage: FileStorage,
  folder: string,
  files: Manifest['files'],
  progress: Progress,
): Promise<void> {
  let bytes = 0;
  for (const [index, entry] of files.entries.entries()) {
    const source = path.join(folder, FILES_FOLDER, ...entry.key.split('/'));
    // The content type is the app's to say when it serves a file (uploads row, route); the stored one is not read.
    await storage.write(entry.key, createReadStream(source), 'application/octet-stream');
    bytes += entry.size;
    progress('files', index + 1, files.count, bytes);
  }
}
