/**
 * `npm run db:seed` – migrates, then loads the demo content into the configured database.
 * Idempotent: run it as often as you like; the demo accounts are reset, never duplicated.
 */
import { closeDatabase, getDatabase } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed/seed-database';

async function main(): Promise<void> {
  const database = getDatabase();
  try {
    await database.migrate();
    const report = await seedDatabase(database.db);
    const accounts = report.credentials.map((line) => `  ${line}`).join('\n');
    console.log(`Demo content loaded (${database.driver}). Accounts:\n${accounts}`);
  } finally {
    // PGlite writes its files on close; exiting without it can lose the last changes.
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
