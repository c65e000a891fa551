#!/usr/bin/env node
/**
 * npm run lighthouse [-- --strict]
 *
 * Lighthouse (its default: the mobile preset, simulated throttling) with Debian's Chromium
 * on the production build: home, /courses, a course, an exam (a quiz's page) and a post.
 * Prints the four category scores per page and writes them to
 * bench/results/lighthouse-<ISO timestamp>.json. Needs `npm run build` first.
 *
 * The app runs as in `npm run bench`: `next start`, NODE_ENV=production, on a fresh
 * embedded database in a temporary folder that is removed at the end.
 *
 * Options:
 *   --strict             exit 1 when a score is under the budget (95, the hardening issue)
 *   CHROMIUM_PATH=…      the browser (default /usr/bin/chromium)
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { appServerEnv, freePort, killServerNow, startNext, stopServer } from './bench/servers.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUDGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The metrics the mobile performance score is made of (Lighthouse 10+ weights). */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};
const COURSE_SLUG = 'modern-react-with-nextjs';
const POST_SLUG = 'git-in-20-minutes-the-commands-you-will-actually-use';
const strict = process.argv.includes('--strict');

if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
  console.error('lighthouse: no production build; run `npm run build` first.');
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'learnhub-lighthouse-'));
let server;
let chrome;
const cleanup = async () => {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  if (server) await stopServer(server).catch(() => killServerNow(server));
  await rm(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanup().finally(() => process.exit(130)));

try {
  const port = await freePort();
  server = await startNext({
    name: 'app',
    cwd: ROOT,
    dir: '.',
    port,
    readyPath: '/api/health',
    timeoutMs: 120_000,
    onSpawn: (started) => (server = started),
    env: appServerEnv({ port, dataDir }),
  });
  const origin = server.origin;
  const course = await (await fetch(`${origin}/api/exam/courses/slugs/${COURSE_SLUG}`)).json();
  const quiz = course.data.first_free_test ?? course.data.quiz_info[0].quizzes[0];
  const pages = {
    home: '/',
    courses: '/courses',
    course: `/courses/${COURSE_SLUG}`,
    exam: `/quiz/${quiz.id}`,
    post: `/posts/${POST_SLUG}`,
  };
  // Warm the caches (static pages regenerate once on their first request).
  for (const page of Object.values(pages)) await (await fetch(origin + page)).arrayBuffer();

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results = {};
  for (const [name, page] of Object.entries(pages)) {
    // Lighthouse with Debian's Chromium sometimes fails to record the trace (NO_NAVSTART)
    // and says to run it again: up to two more tries, the last result kept.
    let run;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      run = await lighthouse(origin + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!run.lhr.runtimeError) break;
    }
    results[name] = {
      path: page,
      ...(run.lhr.runtimeError ? { runtimeError: run.lhr.runtimeError } : {}),
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((run.lhr.categories[category]?.score ?? 0) * 100)]),
      ),
      // The performance score's inputs, so a low score says where the time went.
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([label, id]) => [label, run.lhr.audits[id]?.numericValue ?? null]),
      ),
      failing: Object.values(run.lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => audit.id),
    };
  }

  console.log(`\npage      ${CATEGORIES.map((category) => category.padStart(15)).join('')}`);
  let failed = 0;
  for (const [name, result] of Object.entries(results)) {
    const cells = CATEGORIES.map((category) => {
      const score = result.scores[category];
      if (score < BUDGET) failed += 1;
      return `${score}${score < BUDGET ? ' ✗' : '  '}`.padStart(15);
    });
    console.log(`${name.padEnd(10)}${cells.join('')}`);
  }
  console.log(`\nbudget ${BUDGET} in every category: ${failed === 0 ? 'PASS' : `${failed} score(s) under it`}`);
  for (const [name, result] of Object.entries(results)) {
    if (result.runtimeError) console.log(`  ${name}: Lighthouse could not measure it: ${result.runtimeError.message}`);
    const metrics = Object.entries(result.metrics ?? {})
      .filter(([, value]) => value !== null)
      .map(([label, value]) => `${label} ${label === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`}`);
    if (metrics.length) console.log(`  ${name}: ${metrics.join(', ')}`);
    if (result.failing.length) console.log(`  ${name}: audits under 0.9: ${result.failing.join(', ')}`);
  }
  const dir = path.join(ROOT, 'bench', 'results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ budget: BUDGET, results }, null, 2)}\n`);
  console.log(`Written ${path.relative(ROOT, file)}`);
  process.exitCode = strict && failed > 0 ? 1 : 0;
} catch (error) {
  console.error(`lighthouse failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
