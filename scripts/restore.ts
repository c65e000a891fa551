/**
 * `npm run restore -- <backup folder> [--force]` – checks every file of a backup against
 * its manifest, then restores it into the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR) and file storage (FILES_DIR, or the S3 bucket). Both must be
 * fresh — an empty database, folder or bucket — unless --force. The app's server must be
 * stopped (the embedded database refuses while one holds it). Give the restored site the
 * AUTH_SECRET and STOCK_ENCRYPTION_KEY of the one backed up.
 * Exit codes: 0 done, 1 failed, 2 bad arguments, 3 the backup is damaged or changed,
 * 4 the target is not fresh or is in use.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupInvalidError, RestoreTargetError } from '../src/server/backup/backup-errors';
import { progressLine } from '../src/server/backup/progress';
import { restoreBackup } from '../src/server/backup/restore-backup';
import type { DatabaseTarget } from '../src/server/backup/restore-database';
import { embeddedDatabaseFolder, lockEmbeddedDatabase } from '../src/server/db/client';
import { DatabaseInUseError } from '../src/server/db/embedded-database-lock';
import { env } from '../src/server/env';
import { getFileStorage } from '../src/server/storage/storage';

async function main(): Promise<number> {
  let folder: string;
  let force: boolean;
  try {
    const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
    if (positionals.length !== 1) throw new Error('give one backup folder');
    folder = path.resolve(positionals[0]!);
    force = values.force ?? false;
  } catch (error) {
    console.error(`${(error as Error).message}\nusage: npm run restore -- <backup folder> [--force]`);
    return 2;
  }
  try {
    await lockEmbeddedDatabase();
    const pgliteFolder = embeddedDatabaseFolder();
    const database: DatabaseTarget = pgliteFolder
      ? { kind: 'pglite', folder: pgliteFolder }
      : { kind: 'postgres', url: env.DATABASE_URL! };
    const manifest = await restoreBackup(folder, { database, storage: getFileStorage(), force }, progressLine());
    console.log(
      `Restored the backup of ${manifest.created_at}: ${manifest.database.kind} database, ${manifest.files.count} files.`,
    );
    console.log(
      'Start the app with the AUTH_SECRET and STOCK_ENCRYPTION_KEY of the site backed up; it applies newer migrations at start.',
    );
    return 0;
  } catch (error) {
    console.error(`Restore refused or failed: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof BackupInvalidError) return 3;
    if (error instanceof RestoreTargetError || error instanceof DatabaseInUseError) return 4;
    return 1;
  }
}

main().then((code) => {
  process.exitCode = code;
});
