import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { AppDatabase } from '../db/types';
import type { Manifest } from './manifest';
import { runPgTool } from './run-pg-tool';

type DumpFile = Manifest['database']['file'];

/**
 * Writes the database's dump into the backup folder; the file it wrote, relative to it.
 * PGlite: `dumpDataDir`, a tar of its data folder taken by the one process that has it
 * open (queries take turns in PGlite, so it is one consistent state). PostgreSQL: `pg_dump`
 * in its custom format, one snapshot of the whole database, read by `pg_restore`.
 */
export async function dumpDatabase(database: AppDatabase, url: string | undefined, folder: string): Promise<DumpFile> {
  if (database.driver === 'pglite') {
    const file: DumpFile = 'database/pglite.tar';
    // Drizzle keeps the PGlite client it was given as `$client`.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    // PGlite hands the dump over as one Blob: its size is the data folder's.
    await writeFile(path.join(folder, file), dump.stream(), { mode: 0o600 });
    return file;
  }
  if (!url) throw new Error('a PostgreSQL backup needs the database URL');
  const file: DumpFile = 'database/postgres.dump';
  // Owners and grants are the old server's roles; the restore gives everything to its own user.
  await runPgTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, file)}`],
    url,
  );
  return file;
}
