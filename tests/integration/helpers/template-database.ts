import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@/server/db/migrations-folder';

/**
 * Every integration test file starts from a freshly migrated database. Migrating from
 * nothing took 20–30 s a file on PGlite on this 2-core machine (two dozen migrations, each
 * in the WebAssembly build), so the global setup (global-setup.ts) migrates once per set of
 * migrations and every file starts from a copy: PGlite from a dump of the migrated data
 * folder, PostgreSQL from a template database. The key changes with any migration file or
 * PGlite version, so a changed schema never starts from a stale copy.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  const files = (readdirSync(MIGRATIONS_FOLDER, { recursive: true }) as string[]).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(`${file}\n`).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

const key = templateKey();

/** Where the dump of a migrated PGlite data folder is kept (uncompressed tar). */
export const PGLITE_TEMPLATE_FILE = path.join(os.tmpdir(), `learnhub-pglite-template-${key}.tar`);

/** The migrated template database on TEST_DATABASE_URL's server. */
export const POSTGRES_TEMPLATE_NAME = `learnhub_template_${key}`;
