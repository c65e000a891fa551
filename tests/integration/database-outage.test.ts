import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as coursesRoute from '@/pages/api/exam/courses/index';
import * as healthRoute from '@/pages/api/health';
import * as loginRoute from '@/pages/api/auth/login';
import { createDatabase, setDatabase, type AppDatabase } from '@/server/db/client';
import { CuttableProxy } from '../fixtures/cuttable-proxy';
import { serveApi, type Api } from './helpers/api';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/databases';
import { isolateRateLimits } from './helpers/rate-limits';

/**
 * The database going away and coming back (the hardening issue), on PostgreSQL behind a
 * TCP proxy the test can cut: while it is gone, the API answers 503 SERVICE_UNAVAILABLE
 * without a detail of the cause and /api/health says so; when it is back, the same process
 * serves again by itself — no restart.
 */
const LEAKS = /ECONNREFUSED|ECONNRESET|127\.0\.0\.1|5432|postgres|terminat|connect/i;

describe.runIf(TEST_DRIVERS.includes('postgres'))('the database goes away and comes back', () => {
  let opened: TestDatabase;
  let proxy: CuttableProxy;
  let database: AppDatabase;
  let api: Api;
  isolateRateLimits();

  beforeAll(async () => {
    opened = await openTestDatabase('postgres');
    const target = new URL(opened.url!);
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.open();
    const proxied = new URL(opened.url!);
    proxied.port = String(proxy.port);
    database = createDatabase({ url: proxied.toString() });
    setDatabase(database);
    api = await serveApi({
      '/api/health': healthRoute,
      '/api/exam/courses': coursesRoute,
      '/api/auth/login': loginRoute,
    });
  });
  afterAll(async () => {
    await api?.close();
    setDatabase(undefined);
    await database?.close();
    await opened?.dispose();
  });

  const login = () =>
    api.call('/api/auth/login', { body: { email: 'nobody@example.test', password: 'Wrong-password-1' } });

  it('answers while it is there', async () => {
    expect((await api.call('/api/health')).status).toBe(200);
    expect((await api.call('/api/exam/courses')).status).toBe(200);
  });

  it('while it is gone: 503 SERVICE_UNAVAILABLE on reads, writes and the health check, with no cause in the reply', async () => {
    await proxy.cut();
    // A search nobody made yet must reach the database (the one above is now served from
    // memory, see the next case).
    const search = await api.call('/api/exam/courses?sort=newest');
    for (const reply of [search, await login(), await api.call('/api/health')]) {
      expect(reply.status).toBe(503);
      expect(reply.body.success).toBe(false);
      expect(reply.body.error.error_code).toBe('SERVICE_UNAVAILABLE');
      expect(JSON.stringify(reply.body)).not.toMatch(LEAKS);
    }
  });

  it('while it is gone, a catalogue search made in the last 30 s is still answered from memory', async () => {
    const reply = await api.call('/api/exam/courses');
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
  });

  it('when it is back, the same process serves again by itself', async () => {
    await proxy.open();
    await expect.poll(async () => (await api.call('/api/health')).status, { timeout: 10_000 }).toBe(200);
    expect((await api.call('/api/exam/courses')).status).toBe(200);
    expect((await login()).body.error.error_code).toBe('LOGIN_FAILED');
  });
});
