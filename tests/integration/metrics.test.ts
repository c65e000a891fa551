import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as examCourseRoute from '@/pages/api/exam/courses/[id]';
import * as healthRoute from '@/pages/api/health/index';
import * as metricsRoute from '@/pages/api/metrics';
import * as notFoundRoute from '@/pages/api/[...path]';
import { logger } from '@/server/http/logger';
import { createInProcessQueue } from '@/server/jobs/in-process-queue';
import { JOB_DEFINITIONS } from '@/server/jobs/job-definitions';
import { setJobQueue } from '@/server/jobs/job-queue';
import { describeEachDatabase } from './helpers/databases';
import { overrideEnv } from './helpers/env';
import { serveApi, type Api } from './helpers/api';

const TOKEN = 'metrics-test-token-0123456789abcdefghijkl';

let api: Api;
beforeAll(async () => {
  api = await serveApi({
    '/api/metrics': metricsRoute,
    '/api/health': healthRoute,
    '/api/exam/courses/[id]': examCourseRoute,
    '/api/[...path]': notFoundRoute,
  });
});
afterAll(() => api.close());

async function scrape(): Promise<{ status: number; contentType: string | null; text: string }> {
  const response = await api.raw('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() };
}

/** The value of one series of the exposition text, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? '';
    const found = Object.fromEntries([...labelText.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe('GET /api/metrics access', () => {
  it('is not exposed without METRICS_TOKEN: 404, as any unknown path', async () => {
    const restore = overrideEnv({ METRICS_TOKEN: undefined });
    try {
      const reply = await api.call('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(reply.status).toBe(404);
      expect(reply.body.error).toMatchObject({ error_code: 'NOT_FOUND' });
    } finally {
      restore();
    }
  });

  describe('with METRICS_TOKEN set', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = overrideEnv({ METRICS_TOKEN: TOKEN });
      return () => restore();
    });

    it('answers 401 without the token, with another one, or with it in another scheme', async () => {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer short', `Basic ${TOKEN}`, TOKEN]) {
        const reply = await api.call('/api/metrics', { headers: authorization ? { authorization } : {} });
        expect(reply.status, authorization).toBe(401);
        expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
        expect(reply.body.error).toEqual({
          error_code: 'UNAUTHORIZED',
          detail: 'A valid metrics token is required.',
          request_id: reply.headers.get('x-request-id'),
        });
      }
    });
  });
});

describeEachDatabase('GET /api/metrics content', ({ driver }) => {
  let restore: () => void;
  beforeAll(() => {
    restore = overrideEnv({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => restore());

  it('answers the Prometheus text format with the bearer token, with the process metrics', async () => {
    const { status, contentType, text } = await scrape();
    expect(status).toBe(200);
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts each API request by method, route template and status, with its duration', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/exam/courses/[id]', status: '404' };
    const countBefore = sample(before.text, 'http_requests_total', labels) ?? 0;
    const missingId = 987_654_321;
    for (let index = 0; index < 3; index += 1) {
      expect((await api.call(`/api/exam/courses/${missingId + index}`)).status).toBe(404);
    }
    expect((await api.call('/api/exam/courses/abc')).status).toBe(400);
    expect((await api.call('/api/nothing/here')).status).toBe(404);
    expect((await api.call('/api/health', { method: 'PROPFIND' })).status).toBe(405);

    const { text } = await scrape();
    expect(sample(text, 'http_requests_total', labels)).toBe(countBefore + 3);
    expect(sample(text, 'http_requests_total', { ...labels, status: '400' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_requests_total', { route: '/api/[...path]', status: '404' })).toBeGreaterThanOrEqual(1);
    // A method a client invents is not a label value of its own.
    expect(
      sample(text, 'http_requests_total', { method: 'OTHER', route: '/api/health', status: '405' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('PROPFIND');
    // Templates only: no id of a record, no raw path.
    expect(text).not.toContain(String(missingId));
    expect(text).not.toContain('/api/nothing');
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(countBefore + 3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(countBefore + 3);
    expect(sample(text, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('the scrape itself is counted under its template', async () => {
    await scrape();
    const { text } = await scrape();
    expect(
      sample(text, 'http_requests_total', { method: 'GET', route: '/api/metrics', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it(`reports the database: the pool's counts on PostgreSQL, the embedded database otherwise (${driver})`, async () => {
    const { text } = await scrape();
    expect(sample(text, 'learnhub_database_info', { driver })).toBe(1);
    if (driver === 'postgres') {
      expect(sample(text, 'learnhub_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'learnhub_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'learnhub_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(sample(text, 'learnhub_db_pool_connections', { state: 'total' })).toBeUndefined();
    }
  });

  it('reports the queues read at scrape time', async () => {
    const { text } = await scrape();
    expect(sample(text, 'learnhub_queue_depth', { queue: 'newsletter_mails' })).toBe(0);
    expect(sample(text, 'learnhub_queue_depth', { queue: 'pending_orders' })).toBeGreaterThanOrEqual(0);
  });

  it("reports the background jobs waiting in this process's job queue", async () => {
    const queue = createInProcessQueue(JOB_DEFINITIONS, { log: logger, timers: false });
    setJobQueue(queue);
    try {
      expect(sample((await scrape()).text, 'learnhub_queue_depth', { queue: 'jobs' })).toBe(0);
      await queue.send('posts-publish-due', {}, { startAfter: new Date(Date.now() + 60_000), key: 'later' });
      await queue.send('posts-publish-due', {}, { startAfter: new Date(Date.now() + 60_000), key: 'later-too' });
      expect(sample((await scrape()).text, 'learnhub_queue_depth', { queue: 'jobs' })).toBe(2);
    } finally {
      await queue.stop();
      setJobQueue(undefined);
    }
  });
});
