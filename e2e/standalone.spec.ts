import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../scripts/lib/scratch-database.mjs';
import optimizer from '../src/lib/images/image-optimizer.json';
import { startOwnServer, type OwnServer } from './support/own-server';
import { expect, test } from './support/test';

/**
 * The standalone server the Docker image runs (`node .next/standalone/server.js`, completed by
 * `npm run build`), apart from the source tree: on a fresh database it migrates and seeds, then
 * serves pages in both languages, the API, files from public/ and .next/static, an optimised
 * image, the seed's lesson video and the sitemap — every one a file or module it must carry
 * itself — and stops cleanly on SIGTERM. On the embedded database, and on PostgreSQL when
 * TEST_DATABASE_URL is set (the compose recipe's database).
 */
const PORT = Number(process.env.E2E_STANDALONE_PORT ?? 3129);
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const COURSE_SLUG = 'nen-tang-javascript-cho-nguoi-moi';

interface CourseReply {
  data: { title: string; sections: { lessons: { is_free_preview: boolean; video_url: string | null }[] }[] };
}

async function servesTheSite(server: OwnServer): Promise<void> {
  const get = (url: string, headers?: Record<string, string>) => fetch(`${server.origin}${url}`, { headers });

  const home = await get('/');
  expect(home.status).toBe(200);
  const homeHtml = await home.text();
  expect(homeHtml).toContain('<html lang="en"');
  // Next's own scripts, from the .next/static the build step copied in.
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(homeHtml)?.[1];
  expect(script).toBeDefined();
  const chunk = await get(script!);
  expect(chunk.status).toBe(200);
  expect(chunk.headers.get('content-type')).toContain('javascript');

  // The API, on the database the server migrated and seeded at start.
  const courseReply = await get(`/api/exam/courses/slugs/${COURSE_SLUG}?lang=en`);
  expect(courseReply.status).toBe(200);
  const course = ((await courseReply.json()) as CourseReply).data;
  expect(course.title).toBe('JavaScript Fundamentals for Beginners');

  // A course page rendered on this server from that database, and a list in Vietnamese.
  const coursePage = await get(`/courses/${COURSE_SLUG}`);
  expect(coursePage.status).toBe(200);
  expect(await coursePage.text()).toContain(course.title);
  const vietnamese = await get('/vi/courses');
  expect(vietnamese.status).toBe(200);
  expect(await vietnamese.text()).toContain('<html lang="vi"');

  // public/: translations the browser loads on demand, and an image the optimiser resizes.
  const locale = await get('/locales/vi/common.json');
  expect(locale.status).toBe(200);
  expect(Object.keys(await locale.json()).length).toBeGreaterThan(0);
  const image = await get(
    `${optimizer.path}?url=%2Ficon-512.png&w=${optimizer.imageSizes.at(-1)}&q=${optimizer.quality}`,
    // As a browser asks: re-encoded to WebP by sharp, which the standalone output must carry.
    { Accept: 'image/webp,image/*,*/*;q=0.8' },
  );
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/webp');

  // The seed stored the sample video from src/server/db/seed/media; a free preview plays it.
  const preview = course.sections.flatMap((section) => section.lessons).find((lesson) => lesson.is_free_preview);
  const video = await get(preview!.video_url!);
  expect(video.status).toBe(200);
  expect(video.headers.get('content-type')).toBe('video/mp4');
  expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(10_000);

  const sitemap = await get('/sitemap.xml');
  expect(sitemap.status).toBe(200);
  expect(await sitemap.text()).toContain(`/courses/${COURSE_SLUG}</loc>`);
}

/**
 * SIGTERM, which `docker stop` sends: the server drains, closes its database and exits within
 * 10 s with the signal's status, as under `next start` (e2e/shutdown.spec.ts).
 */
async function stopsCleanly(server: OwnServer): Promise<void> {
  const exited = once(server.process, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const signalledAt = Date.now();
  server.process.kill('SIGTERM');
  const [code] = await exited;
  expect(Date.now() - signalledAt).toBeLessThan(10_000);
  expect(code, server.output().slice(-2000)).toBe(143);
  expect(server.output()).toContain('database closed; exiting');
}

test('the standalone server migrates and seeds a fresh embedded database, serves the site, and stops cleanly', async () => {
  test.setTimeout(120_000);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'learnhub-standalone-'));
  let server: OwnServer | undefined;
  try {
    server = await startOwnServer(
      PORT,
      {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PREFIX: `learnhub:e2e-standalone:${process.pid}`,
      },
      { standalone: true },
    );
    await servesTheSite(server);
    await stopsCleanly(server);
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('the standalone server on PostgreSQL: migrates, seeds and serves the site', async () => {
  test.skip(!TEST_DATABASE_URL, 'needs PostgreSQL (TEST_DATABASE_URL)');
  test.setTimeout(120_000);
  const database = await createScratchDatabase(TEST_DATABASE_URL!, 'learnhub_e2e_standalone');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'learnhub-standalone-'));
  let server: OwnServer | undefined;
  try {
    server = await startOwnServer(
      PORT,
      {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SEED_ON_START: 'true',
        // Production with DATABASE_URL requires real secrets: throwaway ones for this server.
        AUTH_SECRET: randomBytes(48).toString('base64'),
        STOCK_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        LOG_LEVEL: 'info',
        RATE_LIMIT_PREFIX: `learnhub:e2e-standalone-pg:${process.pid}`,
      },
      { standalone: true },
    );
    await servesTheSite(server);
    await stopsCleanly(server);
  } finally {
    await server?.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
