import path from 'node:path';
import { env } from '../env';
import { logger } from '../http/logger';
import { clearTtlCaches } from '../cache/ttl-cache';
import { acquire } from './embedded-database-lock';
import { createPgliteDatabase } from './pglite-database';
import { createPostgresDatabase } from './postgres-database';
import type { AppDatabase, Database } from './types';

export type { AppDatabase, Database };

/** @internal exported for the tests */
export interface DatabaseOptions {
  /** postgres:// URL: a node-postgres pool. */
  url?: string;
  /** Folder of an embedded PGlite database (its parents are created). */
  dataDir?: string;
  /** An embedded database in memory (tests). */
  memory?: boolean;
  /**
   * With `memory`: start from this dump of a PGlite data folder (`dumpDataDir`) rather than
   * an empty cluster. The tests start every file from one migrated copy.
   */
  loadDataDir?: Blob;
}

/**
 * Opens a database: PostgreSQL when a URL is given, otherwise PGlite (on disk or in memory).
 * @internal exported for the tests
 */
export function createDatabase(options: DatabaseOptions): AppDatabase {
  if (options.url) {
    return createPostgresDatabase(options.url, {
      onPoolError: (error) => logger.error({ err: error }, 'idle PostgreSQL connection failed'),
    });
  }
  if (options.memory) return createPgliteDatabase(undefined, options.loadDataDir);
  if (options.dataDir) return createPgliteDatabase(options.dataDir);
  throw new Error('createDatabase needs one of: url, dataDir, memory');
}

/** The embedded database's folder, `${DATA_DIR}/pglite`; undefined on PostgreSQL (DATABASE_URL). */
export function embeddedDatabaseFolder(): string | undefined {
  return env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR, 'pglite');
}

/**
 * On the embedded database, takes its folder for this process before it is opened, or
 * rejects when another live process (a running server) has it: PGlite is single-process
 * and would let both open it (embedded-database-lock.ts). Nothing to do on PostgreSQL.
 */
export async function lockEmbeddedDatabase(): Promise<void> {
  const folder = embeddedDatabaseFolder();
  if (folder) await acquire(folder);
}

/** The process's database as configured: DATABASE_URL, or PGlite in `${DATA_DIR}/pglite`. */
function createConfiguredDatabase(): AppDatabase {
  const folder = embeddedDatabaseFolder();
  return folder ? createDatabase({ dataDir: folder }) : createDatabase({ url: env.DATABASE_URL });
}

// Kept on globalThis, not in a module variable: dev hot reload and Next's separate bundles
// (instrumentation vs. routes) evaluate this module more than once, and two PGlite
// instances on one folder silently diverge (STACK.md).
const holder = globalThis as typeof globalThis & {
  __learnhubDatabase?: AppDatabase;
  __learnhubDatabaseEnded?: boolean;
};

/** The process-wide database, opened on first use (never again once the process is exiting). */
export function getDatabase(): AppDatabase {
  if (holder.__learnhubDatabaseEnded) {
    // A late timer opening a second PGlite on the same folder while the process exits
    // would be the one write to go unclosed.
    throw new Error('the database is closed: the process is exiting');
  }
  holder.__learnhubDatabase ??= createConfiguredDatabase();
  return holder.__learnhubDatabase;
}

/** Shorthand for repositories: the Drizzle query builder of the process-wide database. */
export function getDb(): Database {
  return getDatabase().db;
}

/**
 * Replaces the process-wide database (tests inject a fresh one); does not close the old one.
 * The in-process caches are emptied: they hold rows of the old database.
 * @internal exported for the tests
 */
export function setDatabase(database: AppDatabase | undefined): void {
  holder.__learnhubDatabase = database;
  holder.__learnhubDatabaseEnded = false;
  clearTtlCaches();
}

/**
 * Closes the process-wide database, if one is open; the next getDatabase() opens a new
 * one, unless `final` (the process is exiting): then none opens again.
 */
export async function closeDatabase(options: { final?: boolean } = {}): Promise<void> {
  const database = holder.__learnhubDatabase;
  holder.__learnhubDatabase = undefined;
  if (options.final) holder.__learnhubDatabaseEnded = true;
  await database?.close();
}

/** Health probe: round-trip time in milliseconds; rejects when the database is unreachable. */
export async function ping(database: AppDatabase = getDatabase()): Promise<number> {
  const started = performance.now();
  await database.ping();
  return performance.now() - started;
}
