import path from 'node:path';
import type { FileStorage } from '../storage/file-storage';
import type { Manifest } from './manifest';
import type { Progress } from './progress';
import { assertDatabaseFresh, restoreDatabase, type DatabaseTarget } from './restore-database';
import { assertStorageFresh, restoreFiles } from './restore-files';
import { verifyBackup } from './verify-backup';

export interface RestoreTarget {
  database: DatabaseTarget;
  storage: FileStorage;
  /** Restore over a database or storage that holds data already. */
  force?: boolean;
}

/**
 * Restores a backup: every check first (the whole archive against its checksums, then
 * that the database and the storage are fresh), so a refused restore has written nothing;
 * then the database, then the files.
 */
export async function restoreBackup(folder: string, target: RestoreTarget, progress: Progress): Promise<Manifest> {
  const manifest = await verifyBackup(folder, progress);
  const force = target.force ?? false;
  await assertDatabaseFresh(target.database, manifest.database, force);
  await assertStorageFresh(target.storage, force);
  await restoreDatabase(target.database, path.join(folder, manifest.database.file));
  progress('database', 1, 1);
  await restoreFiles(target.storage, folder, manifest.files, progress);
  return manifest;
}
