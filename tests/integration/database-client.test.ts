import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, createDatabase, getDatabase, setDatabase } from '@/server/db/client';
import { isDatabaseUnavailableError } from '@/server/db/is-unavailable-error';
import { MIGRATIONS_FOLDER } from '@/server/db/migrations-folder';
import { CuttableProxy } from '../fixtures/cuttable-proxy';
import { openTestDatabase, TEST_DRIVERS } from './helpers/databases';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'learnhub-db-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('database client', () => {
  it('opens PGlite in a folder whose parents do not exist yet, and keeps its data across reopen', async () => {
    const dataDir = path.join(scratch, 'nested', 'deeper', 'pglite');
    const first = createDatabase({ dataDir });
    await first.migrate();
    await first.db.execute(sql`insert into users (email, name) values ('kept@example.test', 'Kept')`);
    await first.close();
    expect(existsSync(dataDir)).toBe(true);

    const second = createDatabase({ dataDir });
    const rows = await second.db.execute<{ email: string }>(sql`select email from users`);
    await second.close();
    expect(rows.rows).toEqual([{ email: 'kept@example.test' }]);
  });

  it('keeps one process-wide database on globalThis until it is closed', async () => {
    const injected = createDatabase({ memory: true });
    setDatabase(injected);
    expect(getDatabase()).toBe(injected);
    expect((globalThis as { __learnhubDatabase?: unknown }).__learnhubDatabase).toBe(injected);
    await closeDatabase();
    expect((globalThis as { __learnhubDatabase?: unknown }).__learnhubDatabase).toBeUndefined();
    await expect(injected.ping()).rejects.toSatisfy(isDatabaseUnavailableError);
  });

  it('opens the configured embedded database under DATA_DIR when none is set', async () => {
    // tests/integration/setup.ts points DATA_DIR at a throwaway folder and unsets DATABASE_URL.
    const database = getDatabase();
    try {
      expect(database.driver).toBe('pglite');
      await database.ping();
      expect(existsSync(path.join(process.env.DATA_DIR!, 'pglite'))).toBe(true);
    } finally {
      await closeDatabase();
      rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
    }
  });

  it('tells an unreachable server from a bad query', async () => {
    const unreachable = createDatabase({ url: 'postgres://postgres@127.0.0.1:9/none' });
    const error = await unreachable.ping().catch((caught: unknown) => caught);
    await unreachable.close();
    expect(isDatabaseUnavailableError(error)).toBe(true);

    const { database, dispose } = await openTestDatabase('pglite');
    const badQuery = await database.db.execute(sql`select * from no_such_table`).catch((caught: unknown) => caught);
    await dispose();
    expect(badQuery).toBeInstanceOf(Error);
    expect(isDatabaseUnavailableError(badQuery)).toBe(false);
  });
});

// Registered only when TEST_DATABASE_URL is set, like every PostgreSQL suite (helpers/databases.ts).
if (TEST_DRIVERS.includes('postgres')) {
  describe('PostgreSQL connection lost inside a transaction', () => {
    it('is told apart as the database being unavailable (503), not a bad query', async () => {
      const opened = await openTestDatabase('postgres', { migrate: false });
      const target = new URL(opened.url!);
      const proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
      await proxy.open();
      target.port = String(proxy.port);
      const database = createDatabase({ url: target.toString() });
      try {
        const lost = await database.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            // The network drops this very connection mid-transaction (a failover, a restart).
            await proxy.cut();
            await tx.execute(sql`select 2`);
          })
          .catch((caught: unknown) => caught);
        expect(lost).toBeInstanceOf(Error);
        expect(isDatabaseUnavailableError(lost)).toBe(true);
      } finally {
        await database.close();
        await proxy.cut();
        await opened.dispose();
      }
    });
  });

  describe('PostgreSQL migrations under concurrency', () => {
    it('lets instances that start together migrate one after another', async () => {
      const { database, dispose } = await openTestDatabase('postgres', { migrate: false });
      try {
        // Three "instances" on the same server database, migrating at once.
        await Promise.all([database.migrate(), database.migrate(), database.migrate()]);
        const tables = await database.db.execute<{ tablename: string }>(
          sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
        );
        // Every migration's tables, each created once (a second run would have failed on them).
        expect(tables.rows.map((row) => row.tablename)).toEqual(
          expect.arrayContaining(['auth_tokens', 'courses', 'enrolments', 'mail_outbox', 'sessions', 'users']),
        );
        const applied = await database.db.execute<{ count: number }>(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        expect(applied.rows[0]?.count).toBe(journal.entries.length);
      } finally {
        await dispose();
      }
    });
  });
}
