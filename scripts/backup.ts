/**
 * `npm run backup -- [--out <folder>]` – backs up the configured database (DATABASE_URL's
 * PostgreSQL through pg_dump, or the embedded one in DATA_DIR) and every stored file
 * (FILES_DIR, or the S3 bucket) into a new folder with a manifest.json of checksums;
 * default ./backups/<UTC time>. The embedded database is single-process: stop its server
 * first (the script refuses while one holds it). Secrets are not in the backup.
 * Exit codes: 0 done, 1 failed, 2 bad arguments, 4 the embedded database is in use.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../src/server/backup/create-backup';
import { progressLine } from '../src/server/backup/progress';
import { closeDatabase, getDatabase, lockEmbeddedDatabase } from '../src/server/db/client';
import { DatabaseInUseError } from '../src/server/db/embedded-database-lock';
import { env } from '../src/server/env';
import { getFileStorage } from '../src/server/storage/storage';

async function main(): Promise<number> {
  let out: string;
  try {
    const { values } = parseArgs({ options: { out: { type: 'string' } } });
    out = path.resolve(values.out ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
  } catch (error) {
    console.error(`${(error as Error).message}\nusage: npm run backup -- [--out <folder>]`);
    return 2;
  }
  try {
    await lockEmbeddedDatabase();
    const database = getDatabase();
    const manifest = await createBackup(
      { database, url: env.DATABASE_URL, storage: getFileStorage() },
      out,
      progressLine(),
    );
    console.log(
      `Backup written to ${out}: ${manifest.database.kind} database (${manifest.database.migrations.count} migrations), ${manifest.files.count} files.`,
    );
    console.log('Not in it, keep them apart: AUTH_SECRET and STOCK_ENCRYPTION_KEY (the stock is encrypted with it).');
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof DatabaseInUseError ? 4 : 1;
  } finally {
    // PGlite writes its files on close.
    await closeDatabase();
  }
}

main().then((code) => {
  process.exitCode = code;
});
