import { getDb } from '../client';
import type { Database } from '../types';
import { seedCatalog } from './catalog/seed-catalog';
import { seedDemoEnrolments } from './catalog/seed-demo-enrolments';
import { seedReviews } from './catalog/seed-reviews';
import { seedAccountStore } from './commerce/seed-account-store';
import { seedSourceCodes } from './commerce/seed-source-codes';
import { seedOurWorks } from './content/seed-our-works';
import { seedPosts } from './content/seed-posts';
import { seedUsers } from './seed-users';

export interface SeedReport {
  /** Human-readable demo credentials, one account per line, to print after seeding. */
  credentials: string[];
}

/**
 * Loads the demo content, idempotently (every seeder upserts by a natural key), in one
 * transaction so a failed seed leaves nothing half-done. Each feature adds its seeder here.
 */
export async function seedDatabase(db: Database = getDb()): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const credentials = await seedUsers(tx);
    await seedCatalog(tx);
    await seedDemoEnrolments(tx);
    await seedReviews(tx);
    await seedSourceCodes(tx);
    await seedAccountStore(tx);
    await seedPosts(tx);
    await seedOurWorks(tx);
    return { credentials };
  });
}
