import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/types';

/** How many migrations the database has applied, and the newest one's hash (drizzle's journal). */
export async function migrationsApplied(database: AppDatabase): Promise<{ count: number; last_hash: string | null }> {
  const result = await database.db.execute<{ count: number; last_hash: string | null }>(
    sql`select count(*)::int as count,
          (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as last_hash
        from drizzle.__drizzle_migrations`,
  );
  const row = result.rows[0];
  return { count: row?.count ?? 0, last_hash: row?.last_hash ?? null };
}
