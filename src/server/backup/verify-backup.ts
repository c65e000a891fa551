import path from 'node:path';
import { assertValidKey } from '../storage/file-storage';
import { BackupInvalidError } from './backup-errors';
import { hashFile } from './hashed-copy';
import { FILES_FOLDER, readManifest, type Manifest } from './manifest';
import type { Progress } from './progress';

/**
 * Reads the manifest and checks every byte of the backup against it (the dump's and each
 * file's size and sha256) before anything is restored: a changed, cut or missing file
 * refuses the whole backup. (The checksums catch damage and edits to the data; someone who
 * can rewrite the manifest too is not stopped by them: keep backups where only operators
 * write.)
 */
export async function verifyBackup(folder: string, progress: Progress): Promise<Manifest> {
  const manifest = await readManifest(folder);
  await expectBytes(path.join(folder, manifest.database.file), manifest.database, manifest.database.file);
  if (manifest.files.count !== manifest.files.entries.length) {
    throw new BackupInvalidError('the manifest counts a different number of files than it lists');
  }
  let bytes = 0;
  for (const [index, entry] of manifest.files.entries.entries()) {
    try {
      assertValidKey(entry.key);
    } catch {
      throw new BackupInvalidError(`the manifest names a file outside files/: ${JSON.stringify(entry.key)}`);
    }
    await expectBytes(path.join(folder, FILES_FOLDER, ...entry.key.split('/')), entry, `files/${entry.key}`);
    bytes += entry.size;
    progress('checked', index + 1, manifest.files.count, bytes);
  }
  return manifest;
}

async function expectBytes(file: string, expected: { size: number; sha256: string }, name: string): Promise<void> {
  let actual;
  try {
    actual = await hashFile(file);
  } catch {
    throw new BackupInvalidError(`${name} is missing from the backup`);
  }
  if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
    throw new BackupInvalidError(
      `${name} does not match its checksum in the manifest: the backup was changed or damaged`,
    );
  }
}
