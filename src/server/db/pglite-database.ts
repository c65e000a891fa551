import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { schema } from './schema-registry';
import type { AppDatabase, Database } from './types';

/**
 * The embedded database (PostgreSQL compiled to WASM, in-process). `dataDir` undefined
 * means in memory (tests); `loadDataDir` starts it from a dump of a data folder. Never open two instances on one folder in a process: both
 * open and silently diverge (STACK.md) — getDatabase() keeps one per process.
 */
export function createPgliteDatabase(dataDir?: string, loadDataDir?: Blob): AppDatabase {
  if (dataDir) {
    // PGlite creates its own folder but not the parents (ENOENT otherwise).
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  }
  const client = new PGlite(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzle({ client, schema });
  let closed = false;

  return {
    driver: 'pglite',
    db: db as unknown as Database,
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migrate(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
