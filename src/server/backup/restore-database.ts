import { openAsBlob } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { RestoreTargetError } from './backup-errors';
import type { Manifest } from './manifest';
import { runPgTool } from './run-pg-tool';

/** Where a backup's database goes: a PGlite folder (held by this process) or a PostgreSQL database. */
export type DatabaseTarget = { kind: 'pglite'; folder: string } | { kind: 'postgres'; url: string };

/**
 * Refuses a target that is not fresh, unless `force`: a PGlite folder that exists and is
 * not empty, a PostgreSQL database with any table. Also a dump of the other kind: PGlite's
 * is a data folder, PostgreSQL's a pg_dump archive, and neither loads into the other.
 */
export async function assertDatabaseFresh(
  target: DatabaseTarget,
  manifest: Manifest['database'],
  force: boolean,
): Promise<void> {
  if (target.kind !== manifest.kind) {
    throw new RestoreTargetError(
      `this backup holds a ${manifest.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} database; the target is ${
        target.kind === 'pglite'
          ? 'the embedded database (set DATABASE_URL to restore into PostgreSQL)'
          : 'PostgreSQL (unset DATABASE_URL to restore the embedded one)'
      }`,
    );
  }
  if (force) return;
  if (target.kind === 'pglite') {
    const entries = await readdir(target.folder).catch(() => []);
    if (entries.length > 0) {
      throw new RestoreTargetError(
        `${target.folder} holds a database already: restore into a fresh DATA_DIR, or pass --force`,
      );
    }
    return;
  }
  const tables = await countTables(target.url);
  if (tables > 0) {
    throw new RestoreTargetError(
      `the database ${new URL(target.url).pathname.slice(1)} has ${tables} tables already: restore into a new, empty database (createdb), or pass --force`,
    );
  }
}

/** Loads the (verified) dump into the target. */
export async function restoreDatabase(target: DatabaseTarget, dumpFile: string): Promise<void> {
  if (target.kind === 'pglite') {
    await rm(target.folder, { recursive: true, force: true });
    await mkdir(path.dirname(target.folder), { recursive: true });
    // PGlite unpacks the tar into the new folder as it starts, then writes it out on close.
    const client = new PGlite(target.folder, { loadDataDir: await openAsBlob(dumpFile) });
    await client.waitReady;
    await client.close();
    return;
  }
  // --clean --if-exists only matters with --force (a database restored over): it drops the
  // dump's objects first. One transaction: a restore that fails leaves the database as it was.
  await runPgTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--clean', '--if-exists', '--single-transaction', '--exit-on-error', dumpFile],
    target.url,
  );
}

async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}
