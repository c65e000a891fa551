import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate` (drizzle-kit generate) writes SQL migrations from the schema files;
 * they are committed and applied at server start (src/server/db/migrate.ts).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
  strict: true,
  verbose: true,
});
