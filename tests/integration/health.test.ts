import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as healthRoute from '@/pages/api/health/index';
import * as readyRoute from '@/pages/api/health/ready';
import { createDatabase, getDatabase, setDatabase } from '@/server/db/client';
import { logger } from '@/server/http/logger';
import { closeRateLimitRedis } from '@/server/rate-limit/redis-store';
import { checkReadiness } from '@/server/services/health/check-readiness';
import { describeEachDatabase } from './helpers/databases';
import { overrideEnv } from './helpers/env';
import { serveRoute, type RouteServer } from './helpers/http';

let health: RouteServer;
let ready: RouteServer;
beforeAll(async () => {
  health = await serveRoute(healthRoute, '/api/health');
  ready = await serveRoute(readyRoute, '/api/health/ready');
});
afterAll(async () => {
  await health.close();
  await ready.close();
});

describeEachDatabase('GET /api/health (liveness)', () => {
  it('reports the process as up', async () => {
    const response = await health.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/\S+/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: true, data: { status: 'ok', uptime_s: expect.any(Number) } });
  });

  it('answers 405 with Allow for other methods', async () => {
    const response = await health.request('/api/health', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect((await response.json()).error.error_code).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('GET /api/health while the database is down', () => {
  afterEach(() => setDatabase(undefined));

  it('stays 200: a database outage must not make every instance look dead to its orchestrator', async () => {
    const database = createDatabase({ url: 'postgres://postgres@127.0.0.1:9/none' });
    setDatabase(database);
    try {
      expect((await health.request('/api/health')).status).toBe(200);
    } finally {
      await database.close();
    }
  });
});

describeEachDatabase('GET /api/health/ready (readiness)', ({ driver }) => {
  it('reports the database, Redis (when configured) and the migrations as up', async () => {
    const response = await ready.request('/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      data: {
        status: 'ready',
        uptime_s: expect.any(Number),
        checks: {
          database: { status: 'up', latency_ms: expect.any(Number) },
          redis: { status: process.env.REDIS_URL ? 'up' : 'not_configured' },
          migrations: { status: 'up', applied: expect.any(Number) },
        },
      },
    });
    const [{ count }] = (
      await getDatabase().db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )
    ).rows as [{ count: number }];
    expect(body.data.checks.migrations.applied).toBe(count);
    expect(count).toBeGreaterThan(20);
  });

  it('probes that arrive together share one ping; the next probe pings again', async () => {
    const pings = vi.spyOn(getDatabase(), 'ping');
    try {
      const reports = await Promise.all(Array.from({ length: 10 }, () => checkReadiness(logger)));
      expect(pings).toHaveBeenCalledTimes(1);
      expect(new Set(reports.map((report) => report.checks.database.latency_ms)).size).toBe(1);
      await checkReadiness(logger);
      expect(pings).toHaveBeenCalledTimes(2);
    } finally {
      pings.mockRestore();
    }
  });

  it('a ping hung past the timeout is not shared: the next probe pings anew and sees the database back', async () => {
    const database = getDatabase();
    const pings = vi.spyOn(database, 'ping').mockImplementationOnce(() => new Promise<never>(() => {}));
    try {
      await expect(checkReadiness(logger)).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        fields: { database: 'unreachable' },
      });
      const report = await checkReadiness(logger);
      expect(report.checks.database.status).toBe('up');
      expect(pings).toHaveBeenCalledTimes(2);
    } finally {
      pings.mockRestore();
    }
  });

  it(`answers 503 naming the migrations when one of the build's is not applied (${driver})`, async () => {
    const db = getDatabase().db;
    const [last] = (
      await db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const response = await ready.request('/api/health/ready');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(await response.json()).toEqual({
        success: false,
        error: {
          error_code: 'SERVICE_UNAVAILABLE',
          detail: 'Not ready: migrations.',
          fields: { migrations: '1 not applied' },
          request_id: response.headers.get('x-request-id'),
        },
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await ready.request('/api/health/ready')).status).toBe(200);
  });

  it('answers 503 naming Redis when REDIS_URL is set and Redis does not answer', async () => {
    await closeRateLimitRedis();
    // Port 9 (discard) on loopback: nothing listens, every connection is refused.
    const restore = overrideEnv({
      REDIS_URL: 'redis://127.0.0.1:9',
      RATE_LIMIT_PREFIX: `learnhub-test-rl:${randomUUID()}`,
    });
    try {
      const response = await ready.request('/api/health/ready');
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body.error).toMatchObject({ error_code: 'SERVICE_UNAVAILABLE', fields: { redis: 'unreachable' } });
      expect(body.error.fields).not.toHaveProperty('database');
      expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|:9\b/);
    } finally {
      await closeRateLimitRedis();
      restore();
    }
  });
});

describe('GET /api/health/ready while the database is down', () => {
  afterEach(() => setDatabase(undefined));

  const expectUnavailable = async () => {
    const response = await ready.request('/api/health/ready');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    // No driver message, host or stack: the failed check, in a word.
    expect(await response.json()).toEqual({
      success: false,
      error: {
        detail: 'Not ready: database.',
        error_code: 'SERVICE_UNAVAILABLE',
        fields: { database: 'unreachable' },
        request_id: response.headers.get('x-request-id'),
      },
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
