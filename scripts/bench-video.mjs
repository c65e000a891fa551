#!/usr/bin/env node
/**
 * npm run bench:video [-- --strict]
 *
 * The private video path against the yardsticks issue 21 set for it, on the production
 * build (`npm run build` first; this builds nothing):
 *
 * 1. Upload memory: a generated MP4 of BENCH_UPLOAD_MB (default 1024) is streamed into
 *    POST /api/admin/uploads as the demo admin, while the server's resident memory (every
 *    process of its group, /proc) is sampled every 50 ms. Reported: the peak over the
 *    baseline taken just before (target ≤ 50 MB).
 * 2. Delivery throughput: a generated MP4 of BENCH_VIDEO_MB (default 256) is uploaded the
 *    same way and made the video of a free-preview lesson, and the same bytes are copied into
 *    the app's public/ for the run (removed at the end, and on Ctrl-C or failure). Then, side
 *    by side, repeated full downloads of GET /api/exam/lessons/{id}/video (a visitor: no
 *    session) and of Next's own static file serving of that copy, on BENCH_CONNECTIONS
 *    (default 2) keep-alive connections for BENCH_DURATION (default 10) seconds each,
 *    alternating for BENCH_ROUNDS (default 2) rounds; each side's best round counts. Reported:
 *    MB/s (10^6 bytes) of both and the ratio (target ≥ 0.80).
 *
 * The app runs as `npm run bench` runs it (scripts/bench/servers.mjs): NODE_ENV=production,
 * a fresh embedded database in a temporary DATA_DIR, seeded with the demo content; files on
 * disk (FILES_DIR inside it). A lesson's video is set in the database between two starts of
 * the server (the back office's lesson editor is another part of the issue), so the
 * delivery is measured on a restarted server. Figures are written to
 * bench/results/video/<ISO timestamp>.json and bench/results/video/latest.json.
 *
 * Exit codes: 0 done; 1 no build, a server failed, or --strict with a target missed;
 * 2 bad arguments; 130 interrupted.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { measureDownloads } from './bench/downloads.mjs';
import { groupRss, watchPeakRss } from './bench/process-memory.mjs';
import { writeRecord } from './bench/report.mjs';
import { appServerEnv, freePort, killServerNow, startNext, stopServer } from './bench/servers.mjs';
import { mp4Stream, writeMp4File } from './bench/video-files.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results', 'video');
const APP_READY_TIMEOUT_MS = 120_000;
const MB = 1e6;
const MiB = 1024 * 1024;
// The demo admin of the seed (README "Demo accounts").
const ADMIN = { email: 'admin@learnhub.local', password: 'Admin#2026!' };
const TARGETS = { ratio: 0.8, uploadRssMb: 50 };

const live = { server: /** @type {any} */ (null), dataDir: '', publicCopy: '', stopping: false };

main().catch(async (error) => {
  console.error(`\nbench:video failed: ${error instanceof Error ? error.message : String(error)}`);
  await cleanup();
  process.exit(1);
});

async function main() {
  const strict = parseArgs(process.argv.slice(2));
  const settings = {
    uploadBytes: positiveNumber('BENCH_UPLOAD_MB', 1024) * MiB,
    videoBytes: positiveNumber('BENCH_VIDEO_MB', 256) * MiB,
    connections: positiveNumber('BENCH_CONNECTIONS', 2),
    durationS: positiveNumber('BENCH_DURATION', 10),
    rounds: positiveNumber('BENCH_ROUNDS', 2),
  };
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    console.error('bench:video builds nothing itself: run `npm run build` first');
    process.exit(1);
  }
  installStopHandlers();
  const startedAt = new Date().toISOString();
  live.dataDir = await mkdtemp(path.join(os.tmpdir(), 'learnhub-bench-video-'));
  const port = await freePort();

  console.error(`Starting the app (fresh database in ${live.dataDir})…`);
  let server = await startApp(port);
  const token = await signIn(server.origin);

  // 1. Memory while a large upload streams in. A small upload first, so that the route's code
  // is loaded and warm before the baseline is taken.
  await upload(server.origin, token, 'warm-up.mp4', mp4Stream(4 * MiB), 4 * MiB);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const baselineRss = groupRss(server.child.pid);
  console.error(`Uploading ${settings.uploadBytes / MiB} MiB (baseline RSS ${mib(baselineRss)} MiB)…`);
  const watch = watchPeakRss(server.child.pid);
  const uploadStarted = performance.now();
  const big = await upload(
    server.origin,
    token,
    'one-gigabyte.mp4',
    mp4Stream(settings.uploadBytes),
    settings.uploadBytes,
  );
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;
  const peakRss = watch.stop();
  if (big.size_bytes !== settings.uploadBytes) throw new Error(`the upload stored ${big.size_bytes} bytes`);
  const uploadResult = {
    bytes: settings.uploadBytes,
    seconds: uploadSeconds,
    mbPerSec: settings.uploadBytes / MB / uploadSeconds,
    baselineRssMb: baselineRss / MB,
    peakRssMb: peakRss / MB,
    rssIncreaseMb: (peakRss - baselineRss) / MB,
  };
  console.error(
    `  ${uploadResult.mbPerSec.toFixed(0)} MB/s; RSS peak ${mib(peakRss)} MiB, +${uploadResult.rssIncreaseMb.toFixed(1)} MB`,
  );

  // 2. The delivery: the same bytes through the video route and as a public file.
  const videoFile = path.join(live.dataDir, 'bench-video.mp4');
  await writeMp4File(videoFile, settings.videoBytes);
  const video = await upload(server.origin, token, 'bench-video.mp4', createReadStream(videoFile), settings.videoBytes);
  await stopServer(server);
  const lessonId = await playOnAFreePreview(video.id);
  // Next lists public/ when it starts: the copy goes in before the second start.
  live.publicCopy = path.join(ROOT, 'public', `bench-video-${randomBytes(4).toString('hex')}.mp4`);
  await copyFile(videoFile, live.publicCopy);
  server = await startApp(port);

  const urls = {
    route: `${server.origin}/api/exam/lessons/${lessonId}/video`,
    static: `${server.origin}/${path.basename(live.publicCopy)}`,
  };
  const runs = { route: [], static: [] };
  // One download of each first: the route's code loaded, the file in the page cache for both.
  for (const side of ['route', 'static']) {
    await measureDownloads(urls[side], { connections: 1, durationS: 0, expectedBytes: settings.videoBytes });
  }
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const side of ['route', 'static']) {
      if (live.stopping) return;
      console.error(`[round ${round}/${settings.rounds}] ${side}: ${settings.durationS} s of full downloads…`);
      const result = await measureDownloads(urls[side], { ...settings, expectedBytes: settings.videoBytes });
      if (result.errors > 0 || result.downloads === 0) {
        throw new Error(`${side}: ${result.errors} failed downloads of ${urls[side]}:\n${server.logTail()}`);
      }
      runs[side].push(result);
    }
  }
  await cleanup();

  const best = (side) => Math.max(...runs[side].map((run) => run.mbPerSec));
  const delivery = { routeMbPerSec: best('route'), staticMbPerSec: best('static') };
  delivery.ratio = delivery.routeMbPerSec / delivery.staticMbPerSec;
  const verdicts = [
    { label: `video route ≥ ${TARGETS.ratio} × static file serving`, pass: delivery.ratio >= TARGETS.ratio },
    {
      label: `upload raises RSS by ≤ ${TARGETS.uploadRssMb} MB`,
      pass: uploadResult.rssIncreaseMb <= TARGETS.uploadRssMb,
    },
  ];
  const file = await writeRecord(RESULTS_DIR, {
    startedAt,
    finishedAt: new Date().toISOString(),
    settings,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
    upload: uploadResult,
    delivery: { ...delivery, fileBytes: settings.videoBytes, runs },
    verdicts,
  });

  console.log(`
upload of ${settings.uploadBytes / MiB} MiB      ${uploadResult.mbPerSec.toFixed(0)} MB/s, RSS +${uploadResult.rssIncreaseMb.toFixed(1)} MB (baseline ${uploadResult.baselineRssMb.toFixed(0)} MB, peak ${uploadResult.peakRssMb.toFixed(0)} MB)
GET …/lessons/{id}/video   ${delivery.routeMbPerSec.toFixed(0)} MB/s
static public file         ${delivery.staticMbPerSec.toFixed(0)} MB/s
ratio                      ${delivery.ratio.toFixed(2)}

${verdicts.map((verdict) => `${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.label}`).join('\n')}
Written ${path.relative(ROOT, file)}`);
  process.exitCode = strict && verdicts.some((verdict) => !verdict.pass) ? 1 : 0;
}

function startApp(port) {
  return startNext({
    name: 'app',
    cwd: ROOT,
    dir: '.',
    port,
    readyPath: '/api/health',
    timeoutMs: APP_READY_TIMEOUT_MS,
    onSpawn: (server) => (live.server = server),
    env: appServerEnv({ port, dataDir: live.dataDir }),
  });
}

async function signIn(origin) {
  const reply = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!reply.ok) throw new Error(`the demo admin could not sign in: ${reply.status} ${await reply.text()}`);
  return (await reply.json()).data.token;
}

/** Streams `body` (`length` bytes) into POST /api/admin/uploads as a video; the stored upload. */
function upload(origin, token, name, body, length) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/api/admin/uploads?kind=video&name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-length': String(length) },
    });
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (response.statusCode === 201) resolve(JSON.parse(text).data);
        else reject(new Error(`upload of ${name}: ${response.statusCode} ${text}`));
      });
    });
    request.on('error', reject);
    pipeline(body, request).catch(reject);
  });
}

/** Makes `uploadId` the video of the first free-preview lesson (the server is stopped); its id. */
async function playOnAFreePreview(uploadId) {
  const db = new PGlite(path.join(live.dataDir, 'pglite'));
  try {
    const { rows } = await db.query('select id from lessons where is_free_preview order by id limit 1');
    const lessonId = rows[0]?.id;
    if (!lessonId) throw new Error('the demo catalogue has no free-preview lesson');
    await db.query('update lessons set video_upload_id = $1 where id = $2', [uploadId, lessonId]);
    return lessonId;
  } finally {
    await db.close();
  }
}

const mib = (bytes) => (bytes / MiB).toFixed(0);

function parseArgs(args) {
  const unknown = args.filter((arg) => !['--strict', '--help', '-h'].includes(arg));
  if (args.includes('--help') || args.includes('-h') || unknown.length > 0) {
    if (unknown.length > 0) console.error(`unknown argument(s): ${unknown.join(' ')}`);
    const usage = readFileSync(new URL(import.meta.url), 'utf8').match(/\/\*\*([\s\S]*?)\*\//)?.[1] ?? '';
    console.error(usage.replace(/^ \* ?/gm, ''));
    process.exit(unknown.length > 0 ? 2 : 0);
  }
  return args.includes('--strict');
}

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

function installStopHandlers() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping…`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  process.once('exit', () => live.server && killServerNow(live.server));
}

let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    live.stopping = true;
    if (live.server) await stopServer(live.server);
    if (live.publicCopy) await rm(live.publicCopy, { force: true });
    if (live.dataDir) await rm(live.dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}
