import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/server/db/migrations-folder';
import { schema } from '@/server/db/schema-registry';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/databases';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

const SCHEMA_TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

describe.each(TEST_DRIVERS)('migrations [%s]', (driver) => {
  let opened: TestDatabase | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  it('create every table of the schema on an empty database, and a second run changes nothing', async () => {
    opened = await openTestDatabase(driver, { migrate: false });
    const { database } = opened;
    await database.migrate();

    const tables = await database.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    // Every table the Drizzle schema declares, and nothing else: the migrations and the schema agree.
    expect(tables.rows.map((row) => row.tablename)).toEqual(SCHEMA_TABLES);

    const applied = async () =>
      (
        await database.db.execute<{ count: number }>(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )
      ).rows[0]?.count;
    expect(await applied()).toBe(journal.entries.length);
    await database.migrate();
    expect(await applied()).toBe(journal.entries.length);
  });

  it('enforce the constraints the services rely on', async () => {
    opened = await openTestDatabase(driver);
    const { db } = opened.database;
    await db.execute(sql`insert into users (email, name) values ('a@example.test', 'A')`);
    // Unique email and the lower-case check (driver errors are wrapped by Drizzle: look at the cause).
    await expect(db.execute(sql`insert into users (email, name) values ('a@example.test', 'B')`)).rejects.toMatchObject(
      {
        cause: { code: '23505' },
      },
    );
    await expect(
      db.execute(sql`insert into users (email, name) values ('Mixed@example.test', 'C')`),
    ).rejects.toMatchObject({
      cause: { code: '23514' },
    });
    const roles = await db.execute<{ role: string }>(sql`select role from users`);
    expect(roles.rows).toEqual([{ role: 'user' }]);
  });
});
