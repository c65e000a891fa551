import { getDatabase, lockEmbeddedDatabase } from './db/client';
import { seedDatabase } from './db/seed/seed-database';
import { env } from './env';
import { logger } from './http/logger';
import * as userRepository from './repositories/user-repository';

/**
 * Server start (src/instrumentation.ts, never `next build`): apply pending migrations, then
 * load the demo content when SEED_ON_START is on and the database has no users yet.
 */
export async function bootstrapServer(options: { seed?: boolean } = {}): Promise<void> {
  // A second server (or a backup) on the same embedded folder would silently diverge from
  // this one: the start stops here instead.
  await lockEmbeddedDatabase();
  const database = getDatabase();
  const started = performance.now();
  await database.migrate();
  logger.info({ driver: database.driver, ms: Math.round(performance.now() - started) }, 'database migrated');

  if (!(options.seed ?? env.SEED_ON_START)) return;
  if ((await userRepository.countAll(database.db)) > 0) return;
  const report = await seedDatabase(database.db);
  logger.info(`empty database seeded with the demo content; accounts:\n${report.credentials.join('\n')}`);
}
