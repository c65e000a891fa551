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
 * Each page is measured LIGHTHOUSE_RUNS times (3 by default) and the median run reported,
 * chosen as Lighthouse CI chooses it (lighthouse/core/lib/median-run.js: nearest to the
 * median FCP and time to interactive); the performance scores of all runs are printed
 * beside it. One run's score moves by several points from run to run on the same build.
 *
 * Options:
 *   --strict             exit 1 when a score is under the budget (95, the hardening issue)
 *   CHROMIUM_PATH=…      the browser (default /usr/bin/chromium)
 *   LIGHTHOUSE_RUNS=3    runs per page
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { appServerEnv, freePort, killServerNow, requestUntilFresh, startNext, stopServer } from './bench/servers.mjs';

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
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('lighthouse: LIGHTHOUSE_RUNS must be a whole number ≥ 1.');
  process.exit(2);
}

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
  for (const page of Object.values(pages)) await requestUntilFresh(origin + page);

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results = {};
  for (const [name, page] of Object.entries(pages)) {
    const runs = [];
    let lastError;
    for (let run = 0; run < RUNS; run += 1) {
      const lhr = await measure(origin + page, chrome.port);
      if (lhr.runtimeError) lastError = lhr.runtimeError;
      else runs.push(lhr);
    }
    const valid = filterToValidRuns(runs);
    const median = valid.length > 0 ? computeMedianRun(valid) : { runtimeError: lastError, categories: {}, audits: {} };
    results[name] = {
      path: page,
      ...(median.runtimeError ? { runtimeError: median.runtimeError } : {}),
      performanceRuns: valid.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((median.categories[category]?.score ?? 0) * 100)]),
      ),
      // The performance score's inputs, so a low score says where the time went.
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([label, id]) => [label, median.audits[id]?.numericValue ?? null]),
      ),
      failing: Object.values(median.audits)
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
    if (result.performanceRuns.length > 1) {
      console.log(
        `  ${name}: performance of the ${result.performanceRuns.length} runs: ${result.performanceRuns.join(', ')}`,
      );
    }
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

/**
 * One Lighthouse run. Debian's Chromium sometimes fails to record the trace (NO_NAVSTART),
 * and Lighthouse says to run it again: up to two more tries, the last result kept.
 */
async function measure(url, port) {
  let run;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    run = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!run.lhr.runtimeError) break;
  }
  return run.lhr;
}
