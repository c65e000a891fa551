import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { clearTtlCaches } from '@/server/cache/ttl-cache';
import { createDatabase, setDatabase, type AppDatabase } from '@/server/db/client';
import type { DatabaseDriver } from '@/server/db/types';
import { createScratchDatabase } from '../../../scripts/lib/scratch-database.mjs';
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_NAME } from './template-database';

/** Set to a PostgreSQL server URL (e.g. postgres://postgres@127.0.0.1:5432/test) to test on it too. */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export const TEST_DRIVERS: DatabaseDriver[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: AppDatabase;
  /** The connection URL of a PostgreSQL test database (other processes can open it too); undefined for PGlite. */
  url?: string;
  /** Closes the database, and drops it when it was created on the PostgreSQL server. */
  dispose(): Promise<void>;
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The global setup's dump of a migrated PGlite, read once per worker. */
function readPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= readFile(PGLITE_TEMPLATE_FILE).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * A fresh, migrated database: PGlite in memory, or a new database with a random name on
 * TEST_DATABASE_URL's server (so parallel test files never share rows). Migrated ones are
 * copies of the global setup's migrated templates (helpers/template-database.ts); `migrate`
 * still runs, and finds nothing to do. `migrate: false` is an empty database.
 */
export async function openTestDatabase(
  driver: DatabaseDriver,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = options.migrate !== false;
  if (driver === 'pglite') {
    const database = createDatabase({ memory: true, loadDataDir: migrated ? await readPgliteTemplate() : undefined });
    if (migrated) await database.migrate();
    return { database, dispose: () => database.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(
    TEST_DATABASE_URL,
    'learnhub_test',
    migrated ? POSTGRES_TEMPLATE_NAME : undefined,
  );
  const database = createDatabase({ url: scratch.url });
  try {
    if (migrated) await database.migrate();
  } catch (error) {
    await database.close();
    await scratch.drop();
    throw error;
  }
  return {
    database,
    url: scratch.url,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * Runs a suite once per test database (PGlite always, PostgreSQL when TEST_DATABASE_URL is
 * set), each on a fresh migrated database installed as the process-wide one, so route
 * handlers and services use it through getDb().
 */
export function describeEachDatabase(
  title: string,
  body: (ctx: { readonly database: AppDatabase; readonly url: string | undefined; driver: DatabaseDriver }) => void,
): void {
  for (const driver of TEST_DRIVERS) {
    describe(`${title} [${driver}]`, () => {
      let opened: TestDatabase | undefined;
      beforeAll(async () => {
        opened = await openTestDatabase(driver);
        setDatabase(opened.database);
      });
      afterAll(async () => {
        setDatabase(undefined);
        await opened?.dispose();
      });
      body({
        driver,
        get database() {
          if (!opened) throw new Error('the test database is not open yet (use it inside hooks and tests)');
          return opened.database;
        },
        get url() {
          return opened?.url;
        },
      });
    });
  }
}

/** Empties every application table (not the migrations journal), for tests that need a blank slate. */
export async function truncateAll(database: AppDatabase): Promise<void> {
  // The shared reads cached in memory came from the rows about to go.
  clearTtlCaches();
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = result.rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0) await database.db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
}
