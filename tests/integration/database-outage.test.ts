import type { GetServerSideProps } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as coursesRoute from '@/pages/api/exam/courses/index';
import * as healthRoute from '@/pages/api/health/index';
import * as readyRoute from '@/pages/api/health/ready';
import * as loginRoute from '@/pages/api/auth/login';
import { getServerSideProps as myCoursesPage } from '@/pages/my-course';
import { getServerSideProps as profilePage } from '@/pages/profile/index';
import { getServerSideProps as quizPage } from '@/pages/quiz/[id]/index';
import { createDatabase, setDatabase, type AppDatabase } from '@/server/db/client';
import { OUTAGE_RETRY_AFTER_SECONDS } from '@/server/http/service-unavailable';
import { CuttableProxy } from '../fixtures/cuttable-proxy';
import { pageContext } from '../fixtures/page-context';
import { serveApi, type Api } from './helpers/api';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/databases';
import { isolateRateLimits } from './helpers/rate-limits';
import { signedInUser } from './helpers/users';

/**
 * The database going away and coming back (the hardening issue), on PostgreSQL behind a
 * TCP proxy the test can cut: while it is gone, the API answers 503 SERVICE_UNAVAILABLE
 * without a detail of the cause and /api/health/ready says so (while /api/health, liveness, stays 200), and the pages rendered per request
 * answer 503 too (never a 500), both with Retry-After; when it is back, the same process
 * serves again by itself — no restart.
 */
const LEAKS = /ECONNREFUSED|ECONNRESET|127\.0\.0\.1|5432|postgres|terminat|connect/i;

describe.runIf(TEST_DRIVERS.includes('postgres'))('the database goes away and comes back', () => {
  let opened: TestDatabase;
  let proxy: CuttableProxy;
  let database: AppDatabase;
  let api: Api;
  let token: string;
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
      '/api/health/ready': readyRoute,
      '/api/exam/courses': coursesRoute,
      '/api/auth/login': loginRoute,
    });
    ({ token } = await signedInUser());
  });
  afterAll(async () => {
    await api?.close();
    setDatabase(undefined);
    await database?.close();
    await opened?.dispose();
  });

  const login = () =>
    api.call('/api/auth/login', { body: { email: 'nobody@example.test', password: 'Wrong-password-1' } });

  /** A page's getServerSideProps as Next calls it, for the signed-in learner. */
  async function renderPage(page: GetServerSideProps, resolvedUrl: string, locale = 'en', params = {}) {
    const { context, res, headers } = pageContext({ cookie: `token=${token}`, resolvedUrl, locale, params });
    const result = (await page(context)) as { props?: Record<string, unknown> };
    return { status: res.statusCode, retryAfter: headers.get('retry-after'), props: result.props };
  }

  it('answers while it is there', async () => {
    expect((await api.call('/api/health')).status).toBe(200);
    expect((await api.call('/api/health/ready')).status).toBe(200);
    expect((await api.call('/api/exam/courses')).status).toBe(200);
    const mine = await renderPage(myCoursesPage, '/my-course');
    expect(mine).toMatchObject({ status: 200, retryAfter: undefined, props: { courses: [] } });
  });

  it('while it is gone: 503 SERVICE_UNAVAILABLE on reads, writes and the readiness check, with no cause in the reply; liveness stays 200', async () => {
    await proxy.cut();
    // A search nobody made yet must reach the database (the one above is now served from
    // memory, see the next case).
    const search = await api.call('/api/exam/courses?sort=newest');
    for (const reply of [search, await login(), await api.call('/api/health/ready')]) {
      expect(reply.status).toBe(503);
      expect(reply.body.success).toBe(false);
      expect(reply.body.error.error_code).toBe('SERVICE_UNAVAILABLE');
      expect(reply.headers.get('retry-after')).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      expect(JSON.stringify(reply.body)).not.toMatch(LEAKS);
    }
    // Liveness: the process is fine; restarting it would not bring the database back.
    expect((await api.call('/api/health')).status).toBe(200);
  });

  it('while it is gone: the per-request pages answer 503 with Retry-After and the unavailable page, in their language', async () => {
    const pages = [
      { page: profilePage, url: '/profile' },
      { page: myCoursesPage, url: '/my-course' },
      { page: quizPage, url: '/quiz/1', params: { id: '1' } },
    ];
    for (const locale of ['en', 'vi']) {
      for (const { page, url, params } of pages) {
        const rendered = await renderPage(page, url, locale, params);
        // A 500 would have thrown here (Next's error page); sign-in would be a redirect.
        expect(rendered, `${locale} ${url}`).toMatchObject({
          status: 503,
          retryAfter: String(OUTAGE_RETRY_AFTER_SECONDS),
          props: { serviceUnavailable: true, _nextI18Next: { initialLocale: locale } },
        });
        // Nothing of the cause: the translations and the flag, no more.
        expect(Object.keys(rendered.props!).sort()).toEqual(['_nextI18Next', 'serviceUnavailable']);
      }
    }
  });

  it('while it is gone, a catalogue search made in the last 30 s is still answered from memory', async () => {
    const reply = await api.call('/api/exam/courses');
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
  });

  it('when it is back, the same process serves again by itself', async () => {
    await proxy.open();
    await expect.poll(async () => (await api.call('/api/health/ready')).status, { timeout: 10_000 }).toBe(200);
    expect((await api.call('/api/exam/courses')).status).toBe(200);
    expect((await login()).body.error.error_code).toBe('LOGIN_FAILED');
    expect(await renderPage(myCoursesPage, '/my-course', 'vi')).toMatchObject({ status: 200, props: { courses: [] } });
  });
});
