/**
 * `npm run db:migrate` – applies the committed migrations to the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR). The server also does this on start.
 */
import { closeDatabase, getDatabase } from '../src/server/db/client';

async function main(): Promise<void> {
  const database = getDatabase();
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.driver}).`);
  } finally {
    // PGlite writes its files on close; exiting without it can lose the last changes.
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
