import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppDatabase } from '../db/types';
import type { FileStorage } from '../storage/file-storage';
import { backUpFiles } from './back-up-files';
import { dumpDatabase } from './dump-database';
import { hashFile } from './hashed-copy';
import { writeManifest, type Manifest } from './manifest';
import { migrationsApplied } from './migrations-applied';
import type { Progress } from './progress';

/** What a backup leaves out on purpose: the operator keeps these apart (README, "Backups"). */
const NOT_INCLUDED = [
  'AUTH_SECRET (session tokens; on the embedded database without it, DATA_DIR/auth-secret)',
  'STOCK_ENCRYPTION_KEY (the account store stock is encrypted with it; on the embedded database without it, DATA_DIR/stock-key)',
  'the other settings of the environment (.env: SMTP, VNPay, Google, S3 credentials)',
];

export interface BackupSource {
  database: AppDatabase;
  /** PostgreSQL's URL (pg_dump connects on its own); undefined on PGlite. */
  url?: string;
  storage: FileStorage;
}

/**
 * Writes a backup of the database and every stored file into `folder` (created; it must be
 * empty): the dump, the files, then the manifest last, so a folder without a manifest is a
 * backup that did not finish. The database goes first: a file uploaded while the files are
 * copied is then one the dump does not name yet, never the reverse.
 */
export async function createBackup(source: BackupSource, folder: string, progress: Progress): Promise<Manifest> {
  await mkdir(path.join(folder, 'database'), { recursive: true });
  const present = await readdir(folder);
  if (present.some((name) => name !== 'database')) throw new Error(`${folder} is not empty: give a new folder`);
  const createdAt = new Date().toISOString();
  const migrations = await migrationsApplied(source.database);
  const file = await dumpDatabase(source.database, source.url, folder);
  progress('database', 1, 1);
  const files = await backUpFiles(source.storage, folder, progress);
  const manifest: Manifest = {
    format: 'learnhub-backup',
    version: 1,
    created_at: createdAt,
    database: { kind: source.database.driver, file, ...(await hashFile(path.join(folder, file))), migrations },
    files,
    not_included: NOT_INCLUDED,
  };
  await writeManifest(folder, manifest);
  return manifest;
}
