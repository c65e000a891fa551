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

  it('keep uploads whole: one row per kind and content, a hex sha256, no deleting a file a lesson plays', async () => {
    opened = await openTestDatabase(driver);
    const { db } = opened.database;
    const sha = 'ab'.repeat(32);
    const insertUpload = (key: string, kind: string, sha256: string) =>
      db.execute(sql`insert into uploads (kind, storage_key, original_name, content_type, size_bytes, sha256)
        values (${kind}::upload_kind, ${key}, 'a.mp4', 'video/mp4', 10, ${sha256}) returning id`);
    const [video] = (await insertUpload('uploads/video/a', 'video', sha)).rows as { id: string }[];
    await expect(insertUpload('uploads/video/b', 'video', sha)).rejects.toMatchObject({ cause: { code: '23505' } });
    await insertUpload('uploads/archive/c', 'archive', sha);
    await expect(insertUpload('uploads/video/d', 'video', 'AB'.repeat(32))).rejects.toMatchObject({
      cause: { code: '23514' },
    });

    await db.execute(sql`insert into courses (slug, title_en, title_vi, short_description_en, short_description_vi,
      description_en, description_vi, thumbnail, level, language) values ('c', 'C', 'C', '', '', '', '', '', 'beginner', 'en')`);
    await db.execute(
      sql`insert into sections (course_id, title_en, title_vi, position) select id, 'S', 'S', 0 from courses`,
    );
    await db.execute(sql`insert into lessons (section_id, title_en, title_vi, duration_s, position, video_upload_id)
      select id, 'L', 'L', 10, 0, ${video!.id}::uuid from sections`);
    // The lesson's foreign key is ON DELETE RESTRICT: restrict_violation (23001) since
    // PostgreSQL 18, as PGlite answers; foreign_key_violation (23503) before.
    await expect(db.execute(sql`delete from uploads where id = ${video!.id}::uuid`)).rejects.toMatchObject({
      cause: { code: expect.stringMatching(/^(23001|23503)$/) },
    });
  });
});
