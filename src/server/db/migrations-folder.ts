import path from 'node:path';

/**
 * The committed SQL migrations. Resolved from the working directory rather than this
 * file's location because Next bundles server code into `.next/`; `next start`, the
 * scripts and the tests all run from the repository root.
 */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'src', 'server', 'db', 'migrations');
