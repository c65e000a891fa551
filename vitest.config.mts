import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.join(import.meta.dirname, 'src') };

/**
 * Three projects (STYLE.md "Tests mirror the code"):
 * - unit: pure logic and slices, in Node;
 * - components: React components in jsdom;
 * - integration: API handlers over a real database (a fresh PGlite per file, and
 *   PostgreSQL as well when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          // A form journey through antd (a dozen typed and clicked steps) takes 4–6 s in CI,
          // with the integration files running beside it on two cores: 5 s failed one.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/integration/setup.ts'],
          // The migrated databases every file starts from, made once per run.
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own embedded database; keep memory and CPU bounded on 2 cores,
          // and run after the fast projects (a project with its own worker count needs its
          // own group).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
