import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Schema } from './schema-registry';

/**
 * The part of a raw `db.execute(sql…)` result both drivers share (PGlite's Results and
 * node-postgres' QueryResult both carry `rows`).
 */
interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
interface QueryRows<Row> {
  rows: Row[];
}

/**
 * What repositories see: the query builder common to both drivers (PGlite and
 * node-postgres produce the same SQL and the same results).
 */
export type Database = PgDatabase<QueryResultHKT, Schema>;
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository method can run inside or outside a transaction. */
export type Executor = Database | Transaction;

/** @internal exported for the tests */
export type DatabaseDriver = 'pglite' | 'postgres';

interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** One open database: the Drizzle handle plus the driver-specific chores. */
export interface AppDatabase {
  readonly driver: DatabaseDriver;
  readonly db: Database;
  /** Applies the committed migrations that have not run yet; safe to call on every start. */
  migrate(migrationsFolder?: string): Promise<void>;
  /** One round trip; rejects when the database is unreachable or closed. */
  ping(): Promise<void>;
  /** PostgreSQL's pool, for the metrics: connections open and idle, queries waiting for one. PGlite has none. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}
