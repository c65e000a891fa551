import { afterAll } from 'vitest';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs before each integration test file, before the server modules read process.env
 * (src/server/env.ts parses it once, at import).
 */
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.AUTH_SECRET = 'integration-tests-secret-0123456789abcdefghij';
process.env.SEED_ON_START = 'false';
// Every test's buyer comes from 127.0.0.1: the per-address hold limit is tested on its own.
process.env.STOCK_HOLDS_PER_ADDRESS = '100000';
// Tests open their own databases (helpers/databases.ts); nothing may fall back to the
// configured one — and if something does, it lands in a throwaway folder, not ./data.
delete process.env.DATABASE_URL;
process.env.DATA_DIR = path.join(os.tmpdir(), `learnhub-integration-${process.pid}`);

// The chat's bus holds Redis connections once a test file sends a chat message (with
// REDIS_URL): closed after each file. Imported late: env.ts must read process.env above first.
afterAll(async () => {
  const { closeChatBus } = await import('@/server/chat-push/chat-push');
  await closeChatBus();
});
