import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import type { AppDatabase } from './types';

export interface MigrationStatus {
  /** Migrations of this build that the database has applied. */
  applied: number;
  /** Migrations of this build that it has not (their tags, e.g. `0023_certificates`). */
  missing: string[];
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The build's migrations never change while it runs: the journal is read once per folder. */
const journals = new Map<string, Promise<JournalEntry[]>>();

function readJournal(folder: string): Promise<JournalEntry[]> {
  let journal = journals.get(folder);
  if (!journal) {
    journal = readFile(path.join(folder, 'meta', '_journal.json'), 'utf8').then(
      (text) => (JSON.parse(text) as { entries: JournalEntry[] }).entries,
    );
    // A failed read is tried again by the next probe rather than remembered.
    journal.catch(() => journals.delete(folder));
    journals.set(folder, journal);
  }
  return journal;
}

/**
 * Which of the build's migrations (drizzle's journal) the database has applied: drizzle
 * records each one in `drizzle.__drizzle_migrations` with the journal's `when` as its
 * `created_at`. A database no migration ever ran on has no such table: every one is missing.
 */
export async function readMigrationStatus(
  database: AppDatabase,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<MigrationStatus> {
  const journal = await readJournal(migrationsFolder);
  const table = await database.db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const applied = new Set<string>();
  if (table.rows[0]?.present) {
    const rows = await database.db.execute<{ created_at: string | number }>(
      sql`select created_at from drizzle.__drizzle_migrations`,
    );
    for (const row of rows.rows) applied.add(String(row.created_at));
  }
  const missing = journal.filter((entry) => !applied.has(String(entry.when))).map((entry) => entry.tag);
  return { applied: journal.length - missing.length, missing };
}
