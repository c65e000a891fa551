import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as healthRoute from '@/pages/api/health';
import { createDatabase, getDatabase, setDatabase } from '@/server/db/client';
import { describeEachDatabase } from './helpers/databases';
import { serveRoute, type RouteServer } from './helpers/http';
import { logger } from '@/server/http/logger';
import { checkHealth } from '@/server/services/health';

let server: RouteServer;
beforeAll(async () => {
  server = await serveRoute(healthRoute, '/api/health');
});
afterAll(() => server.close());

describeEachDatabase('GET /api/health', () => {
  it('reports the process and the database as up', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/\S+/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      data: {
        status: 'ok',
        uptime_s: expect.any(Number),
        database: { status: 'up', latency_ms: expect.any(Number) },
      },
    });
    expect(body.data.database.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('probes that arrive together share one ping; the next probe pings again', async () => {
    const pings = vi.spyOn(getDatabase(), 'ping');
    try {
      const reports = await Promise.all(Array.from({ length: 10 }, () => checkHealth(logger)));
      expect(pings).toHaveBeenCalledTimes(1);
      expect(new Set(reports.map((report) => report.database.latency_ms)).size).toBe(1);
      await checkHealth(logger);
      expect(pings).toHaveBeenCalledTimes(2);
    } finally {
      pings.mockRestore();
    }
  });

  it('a ping hung past the timeout is not shared: the next probe pings anew and sees the database back', async () => {
    const database = getDatabase();
    const pings = vi.spyOn(database, 'ping').mockImplementationOnce(() => new Promise<never>(() => {}));
    try {
      await expect(checkHealth(logger)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      const report = await checkHealth(logger);
      expect(report.database.status).toBe('up');
      expect(pings).toHaveBeenCalledTimes(2);
    } finally {
      pings.mockRestore();
    }
  });

  it('answers 405 with Allow for other methods', async () => {
    const response = await server.request('/api/health', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect((await response.json()).error.error_code).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('GET /api/health when the database is down', () => {
  let previous: ReturnType<typeof getDatabase> | undefined;
  afterEach(() => setDatabase(previous));

  const expectUnavailable = async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(503);
    const body = await response.json();
    // No driver message, host or stack: just the code.
    expect(body).toEqual({
      success: false,
      error: { detail: 'The database is unavailable.', error_code: 'SERVICE_UNAVAILABLE' },
    });
  };

  it('answers 503 when the embedded database is closed', async () => {
    const database = createDatabase({ memory: true });
    await database.ping();
    await database.close();
    setDatabase(database);
    await expectUnavailable();
  });

  it('answers 503 when the PostgreSQL server is unreachable', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const database = createDatabase({ url: 'postgres://postgres@127.0.0.1:9/none' });
    setDatabase(database);
    try {
      await expectUnavailable();
    } finally {
      await database.close();
    }
  });
});
