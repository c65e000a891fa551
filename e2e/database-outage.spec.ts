import { randomBytes } from 'node:crypto';
import { createScratchDatabase } from '../scripts/lib/scratch-database.mjs';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../src/server/http/service-unavailable';
import { CuttableProxy } from '../tests/fixtures/cuttable-proxy';
import { expectAccessible } from './support/accessibility';
import { startOwnServer, type OwnServer } from './support/own-server';
import { expect, test, type Page } from './support/test';
import { submitSignIn } from './support/sign-in';

/**
 * The database going away under a running site (the hardening issue), seen by a visitor and
 * a signed-in learner: a production server of its own on a fresh PostgreSQL database behind a
 * proxy the test cuts. While the database is gone, pages already built keep being served;
 * a page rendered per request answers 503 with Retry-After — "unavailable, retry", for
 * monitors and load balancers — and shows a localized message; the API answers the same and
 * /api/health/ready says so (liveness, /api/health, stays up) — and nobody is signed out. When it is back, the same process serves
 * again by itself. PostgreSQL is needed (TEST_DATABASE_URL, set by .ci/run): the embedded
 * database lives inside the server process and cannot be cut from outside.
 */
const PORT = Number(process.env.E2E_OUTAGE_PORT ?? 3128);
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
// The cause leaking into a reply: driver errors, the database's address and name, SQL. (Pages
// name the site's own 127.0.0.1 origin in their links, so the address is the port.)
const LEAKS = /ECONNREFUSED|ECONNRESET|:5432|postgres|Connection terminated|Failed query/i;
// What every reply an outage causes says about when to ask again.
const RETRY_AFTER = String(OUTAGE_RETRY_AFTER_SECONDS);

const LANGUAGES = [
  {
    prefix: '',
    homeHeading: 'Learn by doing, prove it in the exam',
    coursesFailed: 'We could not load the courses. Please try again.',
    unavailable: 'Temporarily unavailable',
    retry: 'Try again',
    myCourses: 'My courses',
  },
  {
    prefix: '/vi',
    homeHeading: 'Học qua thực hành, chứng minh qua bài thi',
    coursesFailed: 'Chúng tôi không tải được danh sách khóa học. Vui lòng thử lại.',
    unavailable: 'Tạm thời gián đoạn',
    retry: 'Thử lại',
    myCourses: 'Khóa học của tôi',
  },
] as const;

test.describe.configure({ mode: 'serial' });
test.skip(!TEST_DATABASE_URL, 'needs PostgreSQL (TEST_DATABASE_URL)');

let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let proxy: CuttableProxy;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await createScratchDatabase(TEST_DATABASE_URL!, 'learnhub_e2e_outage');
  const target = new URL(TEST_DATABASE_URL!);
  proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.open();
  const proxied = new URL(database.url);
  proxied.port = String(proxy.port);
  server = await startOwnServer(PORT, {
    DATABASE_URL: proxied.toString(),
    SEED_ON_START: 'true',
    // Production with DATABASE_URL requires real secrets: throwaway ones for this server.
    AUTH_SECRET: randomBytes(48).toString('base64'),
    STOCK_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PREFIX: `learnhub:e2e-outage:${process.pid}`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.cut().catch(() => undefined);
  await database?.drop();
});

async function signIn(page: Page) {
  await page.goto(`${server.origin}/authen/sign-in?redirectUrl=%2Fmy-course`);
  await submitSignIn(page, { password: 'Password', signIn: 'Sign in' }, 'learner@learnhub.local', 'Learner#2026!');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
}

test('while the database is gone: built pages still served, localized error pages, 503 from the API, nobody signed out; then back by itself', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  // The home pages are built now, as a visitor's first request would build them.
  for (const l of LANGUAGES) await page.goto(`${server.origin}${l.prefix}/`);

  await proxy.cut();

  // Liveness stays up (the process is fine); readiness says to send nothing here.
  expect((await page.request.get(`${server.origin}/api/health`)).status()).toBe(200);
  const health = await page.request.get(`${server.origin}/api/health/ready`);
  expect(health.status()).toBe(503);
  expect(health.headers()['retry-after']).toBe(RETRY_AFTER);
  expect((await health.json()).error.error_code).toBe('SERVICE_UNAVAILABLE');
  const courses = await page.request.get(`${server.origin}/api/exam/courses`);
  expect(courses.status()).toBe(503);
  expect(courses.headers()['retry-after']).toBe(RETRY_AFTER);
  const coursesText = await courses.text();
  expect(JSON.parse(coursesText).error.error_code).toBe('SERVICE_UNAVAILABLE');
  expect(coursesText).not.toMatch(LEAKS);

  for (const l of LANGUAGES) {
    // Built pages: served from the cache as before.
    const home = await page.goto(`${server.origin}${l.prefix}/`);
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: l.homeHeading })).toBeVisible();

    // A search is read per request: the page says it could not load, in the page's language.
    const search = await page.goto(`${server.origin}${l.prefix}/courses?keyword=react`);
    expect(search?.status()).toBe(503);
    expect(search?.headers()['retry-after']).toBe(RETRY_AFTER);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(l.coursesFailed);

    // A signed-in page cannot check the session: 503 "unavailable, retry" with the localized
    // message, never a 500 and never sign-in.
    for (const path of ['/profile', '/my-course']) {
      const signedInPage = await page.goto(`${server.origin}${l.prefix}${path}`);
      expect(signedInPage?.status(), path).toBe(503);
      expect(signedInPage?.headers()['retry-after'], path).toBe(RETRY_AFTER);
      expect(new URL(page.url()).pathname).toBe(`${l.prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: l.unavailable })).toBeVisible();
      expect(await page.content()).not.toMatch(LEAKS);
    }
    await expectAccessible(page, `the unavailable page (${l.prefix || 'en'})`);
  }
  // The outage did not end the session.
  expect((await context.cookies(server.origin)).map((cookie) => cookie.name)).toContain('token');

  await proxy.open();
  await expect
    .poll(async () => (await page.request.get(`${server.origin}/api/health/ready`)).status(), { timeout: 15_000 })
    .toBe(200);
  // The message's own link tries the same page again (the last one shown: Vietnamese /my-course).
  const last = LANGUAGES.at(-1)!;
  await page.getByRole('link', { name: last.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: last.myCourses })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${last.prefix}/my-course`);
  for (const l of LANGUAGES) {
    const mine = await page.goto(`${server.origin}${l.prefix}/my-course`);
    expect(mine?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: l.myCourses })).toBeVisible();
  }
});
