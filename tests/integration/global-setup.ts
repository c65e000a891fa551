import { existsSync, renameSync, writeFileSync } from 'node:fs';
import pg from 'pg';
// The database modules themselves, not the client: it reads the app's configuration, which
// the per-file setup (setup.ts) prepares and this process never gets.
import { createPgliteDatabase } from '@/server/db/pglite-database';
import { createPostgresDatabase } from '@/server/db/postgres-database';
import { createScratchDatabase } from '../../scripts/lib/scratch-database.mjs';
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_NAME } from './helpers/template-database';

/**
 * Once per run, before any integration test file: the migrated databases every file starts
 * from (helpers/template-database.ts says why). Made only when missing; two runs at once
 * each make their own and the first to finish keeps its copy (rename is atomic).
 */
export default async function setup() {
  await makePgliteTemplate();
  if (process.env.TEST_DATABASE_URL) await makePostgresTemplate(process.env.TEST_DATABASE_URL);
}

async function makePgliteTemplate() {
  if (existsSync(PGLITE_TEMPLATE_FILE)) return;
  const database = createPgliteDatabase();
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const partial = `${PGLITE_TEMPLATE_FILE}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, PGLITE_TEMPLATE_FILE);
  } finally {
    await database.close();
  }
}

async function makePostgresTemplate(serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Templates of other migrations are left alone: another checkout's run may be using one.
    const existing = await admin.query('select 1 from pg_database where datname = $1', [POSTGRES_TEMPLATE_NAME]);
    if (existing.rowCount) return;
    const scratch = await createScratchDatabase(serverUrl, 'learnhub_template_build');
    const database = createPostgresDatabase(scratch.url);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    try {
      await admin.query(`alter database "${scratch.name}" rename to "${POSTGRES_TEMPLATE_NAME}"`);
    } catch (error) {
      // Another run made it first: keep theirs.
      await scratch.drop();
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  } finally {
    await admin.end();
  }
}
