import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { schema } from './schema-registry';
import type { AppDatabase, Database } from './types';

// Any fixed number: instances starting together take turns migrating (see migrate below).
const MIGRATION_LOCK_KEY = 7_346_221_001;

export interface PostgresOptions {
  /** Pool size per process. */
  max?: number;
  /** Reports errors of idle pooled connections (which would otherwise crash the process). */
  onPoolError?: (error: Error) => void;
}

/** A real PostgreSQL server through a node-postgres pool (DATABASE_URL). */
export function createPostgresDatabase(url: string, options: PostgresOptions = {}): AppDatabase {
  const pool = new Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Fail fast when the server is unreachable, so requests answer 503 instead of hanging.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool listens only to idle connections: one lost while in use (inside a
  // transaction, say) would emit an 'error' nobody handles, an uncaught exception. Its
  // query fails on its own, and that failure is what the request reports.
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  const db = drizzle({ client: pool, schema });
  let closed = false;

  return {
    driver: 'postgres',
    db: db as unknown as Database,
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      // Several app instances may start at once against one server: an advisory lock held
      // on one dedicated connection makes them migrate one after another.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(drizzle({ client: connection, schema }), { migrationsFolder });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
