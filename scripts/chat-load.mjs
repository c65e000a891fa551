#!/usr/bin/env node
/**
 * node scripts/chat-load.mjs
 *
 * The chat's load figure (chat issue): N open widgets, each polling GET /api/chat/messages
 * every 5 s — by default 1,000 widgets, so 200 polls/s — for 60 s against the production
 * build, reporting the poll latency (p50/p90/p99/max; target p99 ≤ 50 ms) and the CPU the
 * app used. Needs `npm run build` first.
 *
 * Method: the app starts with `next start` on a fresh database (embedded PGlite in a
 * temporary folder, or a new database on CHAT_LOAD_PG's PostgreSQL server, dropped at the
 * end) with TRUST_PROXY=true, so each simulated visitor registers from its own
 * X-Forwarded-For address (the per-IP registration limit applies as in production). Each
 * widget registers, writes one message (which also brings the "reply will follow" notice)
 * and polls once to learn its newest message id. Then polls go out at a steady overall
 * rate (evenly spaced, see pacedRun), round-robin over the widgets (each is polled every N / rate seconds, so the
 * 2 s minimum is never hit), each with its own X-Chat-Token and lastMessageId; a reply that
 * brings messages moves that widget's cursor, as the real widget does. Meanwhile an admin
 * answers a random widget about once a second, so some polls are not empty and the write
 * path runs too. CPU is the user + system time of the app's process group over the
 * measured window (from /proc), as a share of one core. Load generator and app share the
 * machine: on a busy machine the figures are pessimistic.
 *
 * Settings (environment):
 *   CHAT_LOAD_WIDGETS=1000     simulated open widgets
 *   CHAT_LOAD_INTERVAL_S=5     seconds between two polls of one widget (spec §9, panel open)
 *   CHAT_LOAD_DURATION=60      seconds measured
 *   CHAT_LOAD_WARMUP=5         seconds of polling before measuring (0 = none)
 *   CHAT_LOAD_CONNECTIONS=40   concurrent connections of the load generator
 *   CHAT_LOAD_REPLIES_PER_S=1  admin replies per second during the run (0 = none)
 *   CHAT_LOAD_BASELINE=20      seconds of GET /api/health at the same rate after the run, as
 *                              the floor of any API call on this machine now (0 = none)
 *   CHAT_LOAD_PG=postgres://…  run on PostgreSQL (a fresh database on that server)
 *   REDIS_URL                  passed to the app (rate-limit counters in Redis)
 *
 * Writes bench/results/chat-load-<timestamp>.json; exit 1 when the p99 target is missed
 * or any poll failed.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createScratchDatabase } from './lib/scratch-database.mjs';
import { appServerEnv, freePort, killServerNow, startNext, stopServer } from './bench/servers.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const P99_TARGET_MS = 50;
const EMPTY_POLL_MAX_BYTES = 200;

const settings = {
  widgets: numberFrom('CHAT_LOAD_WIDGETS', 1000),
  intervalS: numberFrom('CHAT_LOAD_INTERVAL_S', 5),
  durationS: numberFrom('CHAT_LOAD_DURATION', 60),
  warmupS: numberFrom('CHAT_LOAD_WARMUP', 5, { allowZero: true }),
  connections: numberFrom('CHAT_LOAD_CONNECTIONS', 40),
  repliesPerS: numberFrom('CHAT_LOAD_REPLIES_PER_S', 1, { allowZero: true }),
  baselineS: numberFrom('CHAT_LOAD_BASELINE', 20, { allowZero: true }),
};
const ratePerS = settings.widgets / settings.intervalS;
const live = {
  server: null,
  dataDir: '',
  pgDatabase: null,
  timers: [],
  // This run's rate-limit counters, removed from Redis at the end (REDIS_URL).
  rateLimitPrefix: `learnhub:chat-load:${randomBytes(6).toString('hex')}`,
};

main().catch(async (error) => {
  console.error(`\nchat-load failed: ${error instanceof Error ? error.message : error}`);
  await cleanup();
  process.exit(1);
});

async function main() {
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  process.once('exit', () => live.server && killServerNow(live.server));

  const database = await prepareDatabase();
  const port = await freePort();
  console.error(`Starting the app on ${database.label}…`);
  live.server = await startNext({
    name: 'app',
    cwd: ROOT,
    dir: '.',
    port,
    readyPath: '/api/health',
    timeoutMs: 120_000,
    onSpawn: (server) => (live.server = server),
    env: appServerEnv({
      port,
      dataDir: live.dataDir,
      databaseUrl: database.url,
      extra: { TRUST_PROXY: 'true', RATE_LIMIT_PREFIX: live.rateLimitPrefix },
    }),
  });
  const origin = live.server.origin;

  console.error(`Registering ${settings.widgets} widgets (each writes one message)…`);
  const widgets = await inBatches(settings.widgets, 20, (index) => openWidget(origin, index));
  const emptyPoll = await fetch(origin + pollPath(widgets[0]), { headers: pollHeaders(widgets[0]) }).catch(() => null);
  const emptyPollBytes = emptyPoll ? (await emptyPoll.arrayBuffer()).byteLength : null;
  // The setup polled every widget once just now; the first measured poll must be 2 s later.
  await sleep(2_500);

  const adminToken = settings.repliesPerS > 0 ? await login(origin) : null;
  if (settings.warmupS > 0) {
    console.error(`Warm-up: ${settings.warmupS} s at ${ratePerS} polls/s…`);
    await pollRun(origin, widgets, settings.warmupS);
  }

  console.error(`Measuring: ${settings.durationS} s at ${ratePerS} polls/s over ${settings.widgets} widgets…`);
  const replies = adminToken ? startReplies(origin, adminToken, widgets) : null;
  const loadBefore = os.loadavg();
  const cpuBefore = processGroupCpuSeconds(live.server.child.pid);
  const wallBefore = performance.now();
  const result = await pollRun(origin, widgets, settings.durationS);
  const wallS = (performance.now() - wallBefore) / 1000;
  const cpuS = processGroupCpuSeconds(live.server.child.pid) - cpuBefore;
  replies?.stop();
  const rssMB = processGroupRssMB(live.server.child.pid);
  const baseline = settings.baselineS > 0 ? await baselineRun(origin) : null;

  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, Number(stats.count)]),
  );
  const record = {
    startedAt: new Date().toISOString(),
    database: database.label,
    redis: Boolean(process.env.REDIS_URL),
    settings: { ...settings, ratePerS },
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      // 1/5/15-minute load averages when the measured run started and ended: other work on
      // the machine shows in the latency.
      loadAverage: { before: loadBefore, after: os.loadavg() },
      node: process.version,
    },
    polls: {
      requests: result.requests.total,
      reqPerSec: result.requests.average,
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
        mean: result.latency.average,
      },
      statusCodes,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      emptyPollBytes,
    },
    adminReplies: replies?.count ?? 0,
    baseline: baseline && {
      call: 'GET /api/health',
      durationS: settings.baselineS,
      latencyMs: {
        p50: baseline.latency.p50,
        p90: baseline.latency.p90,
        p99: baseline.latency.p99,
        max: baseline.latency.max,
      },
    },
    app: { cpuSeconds: round(cpuS), cpuPercentOfOneCore: round((cpuS / wallS) * 100), rssMB: round(rssMB) },
  };
  await cleanup();

  const dir = path.join(ROOT, 'bench', 'results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `chat-load-${record.startedAt.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);

  const failed = result.non2xx + result.errors + result.timeouts;
  const { latencyMs } = record.polls;
  console.log(`
Chat polls on ${record.database}${record.redis ? ' + Redis' : ''}: ${settings.widgets} widgets every ${settings.intervalS} s (${ratePerS}/s), ${settings.durationS} s
  requests      ${record.polls.requests} (${round(record.polls.reqPerSec)}/s), failed ${failed}, status ${JSON.stringify(statusCodes)}
  latency (ms)  p50 ${latencyMs.p50}  p90 ${latencyMs.p90}  p99 ${latencyMs.p99}  max ${latencyMs.max}   (target p99 ≤ ${P99_TARGET_MS})
  empty poll    ${emptyPollBytes} bytes (≤ ${EMPTY_POLL_MAX_BYTES})
  app CPU       ${record.app.cpuSeconds} s in ${round(wallS)} s = ${record.app.cpuPercentOfOneCore} % of one core; RSS ${record.app.rssMB} MB
  machine       ${record.machine.cpus} CPUs, 1-min load ${round(loadBefore[0])} → ${round(record.machine.loadAverage.after[0])}
  admin replies ${record.adminReplies} during the run${
    record.baseline
      ? `\n  baseline      GET /api/health at the same rate: p50 ${record.baseline.latencyMs.p50}  p99 ${record.baseline.latencyMs.p99}  max ${record.baseline.latencyMs.max}`
      : ''
  }
Written ${path.relative(ROOT, file)}`);
  const ok =
    latencyMs.p99 <= P99_TARGET_MS && failed === 0 && emptyPollBytes !== null && emptyPollBytes <= EMPTY_POLL_MAX_BYTES;
  process.exitCode = ok ? 0 : 1;
}

async function prepareDatabase() {
  live.dataDir = await mkdtemp(path.join(os.tmpdir(), 'learnhub-chat-load-'));
  const server = process.env.CHAT_LOAD_PG;
  if (!server) return { url: '', label: 'PGlite (embedded)' };
  live.pgDatabase = await createScratchDatabase(server, 'learnhub_chat_load');
  return { url: live.pgDatabase.url, label: 'PostgreSQL' };
}

/** A visitor from its own address: registers, writes, and learns its newest message id. */
async function openWidget(origin, index) {
  const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const started = await call(origin, '/api/chat/initialize', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    body: { userName: `Load visitor ${index}`, userPhone: '0901 234 567' },
  });
  const widget = { sessionId: started.chatSessionId, chatToken: started.chatToken, lastMessageId: 0 };
  await call(origin, '/api/chat/messages', {
    method: 'POST',
    headers: { 'x-chat-token': widget.chatToken },
    body: { sessionId: widget.sessionId, text: `Hello from widget ${index}` },
  });
  const first = await call(origin, pollPath(widget), { headers: pollHeaders(widget) });
  widget.lastMessageId = first.messages.at(-1)?.id ?? 0;
  return widget;
}

function pollPath(widget) {
  return `/api/chat/messages?sessionId=${widget.sessionId}&lastMessageId=${widget.lastMessageId}`;
}

function pollHeaders(widget) {
  return { 'x-chat-token': widget.chatToken };
}

// One round-robin over the widgets for the warm-up and the measured run alike, so no widget
// is polled twice across the change (which the 2 s limit would rightly refuse).
let nextWidget = 0;

/** Polls at the overall rate, round-robin over the widgets; each reply moves its widget's cursor. */
function pollRun(origin, widgets, durationS) {
  return pacedRun(origin, durationS, () => {
    const widget = widgets[nextWidget++ % widgets.length];
    return {
      path: pollPath(widget),
      headers: pollHeaders(widget),
      onBody: (status, body) => {
        if (status !== 200) return;
        const newest = JSON.parse(body).data.messages.at(-1)?.id;
        if (newest) widget.lastMessageId = newest;
      },
    };
  });
}

/** The same rate on the app's health check (one trivial query): what any call costs on this machine now. */
function baselineRun(origin) {
  console.error(`Baseline: ${settings.baselineS} s of GET /api/health at ${ratePerS}/s…`);
  return pacedRun(origin, settings.baselineS, () => ({ path: '/api/health', headers: {} }));
}

/**
 * An open-model load at a steady rate: one request every 1/rate s, evenly spaced, whatever
 * the replies do (as 1,000 independent widgets would). autocannon's overallRate sends each
 * second's quota in one burst, so its latencies measured its own queue, not the app. Latency
 * runs from the request's scheduled time to the end of its reply (no coordinated omission).
 * Keep-alive sockets, at most `connections` of them. Returns autocannon's result shape.
 */
function pacedRun(origin, durationS, nextRequest) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: settings.connections });
  const { hostname, port } = new URL(origin);
  const total = Math.round(durationS * ratePerS);
  const latencies = [];
  const statusCounts = {};
  let errors = 0;
  let timeouts = 0;
  let sent = 0;
  let done = 0;
  const started = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const at = (q) =>
        latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]) : 0;
      const non2xx = Object.entries(statusCounts)
        .filter(([code]) => !code.startsWith('2'))
        .reduce((sum, [, count]) => sum + count, 0);
      resolve({
        requests: { total: done, average: done / ((performance.now() - started) / 1000) },
        latency: {
          p50: at(0.5),
          p90: at(0.9),
          p99: at(0.99),
          max: Math.round(latencies.at(-1) ?? 0),
          average: latencies.reduce((sum, value) => sum + value, 0) / (latencies.length || 1),
        },
        statusCodeStats: Object.fromEntries(Object.entries(statusCounts).map(([code, count]) => [code, { count }])),
        non2xx,
        errors,
        timeouts,
      });
    };
    const send = (scheduledAt) => {
      const { path: requestPath, headers, onBody } = nextRequest();
      const request = http.get({ agent, hostname, port, path: requestPath, headers, timeout: 10_000 }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          latencies.push(performance.now() - scheduledAt);
          statusCounts[response.statusCode] = (statusCounts[response.statusCode] ?? 0) + 1;
          onBody?.(response.statusCode, Buffer.concat(chunks).toString());
          if (++done === total) finish();
        });
      });
      let timedOut = false;
      request.on('timeout', () => {
        timedOut = true;
        timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', () => {
        if (!timedOut) errors += 1;
        if (++done === total) finish();
      });
    };
    const interval = 1000 / ratePerS;
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - started) / interval) + 1);
      while (sent < due) send(started + sent++ * interval);
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
    };
    tick();
  });
}

async function login(origin) {
  const reply = await call(origin, '/api/auth/login', {
    method: 'POST',
    body: { email: 'admin@learnhub.local', password: 'Admin#2026!' },
  });
  return reply.token;
}

/** An admin answering random widgets, about CHAT_LOAD_REPLIES_PER_S times a second. */
function startReplies(origin, token, widgets) {
  const state = { count: 0, stopped: false };
  const timer = setInterval(() => {
    const widget = widgets[Math.floor(Math.random() * widgets.length)];
    call(origin, '/api/admin/chat/messages', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: { sessionId: widget.sessionId, text: 'An answer from the team.' },
    }).then(
      () => (state.count += 1),
      (error) => console.error(`admin reply failed: ${error.message}`),
    );
  }, 1000 / settings.repliesPerS);
  live.timers.push(timer);
  return {
    stop: () => clearInterval(timer),
    get count() {
      return state.count;
    },
  };
}

async function call(origin, pathname, { method = 'GET', headers = {}, body } = {}) {
  const response = await fetch(origin + pathname, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(envelope.error)}`);
  return envelope.data;
}

async function inBatches(count, concurrency, task) {
  const results = new Array(count);
  let nextIndex = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (nextIndex < count) {
        const index = nextIndex++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

/** User + system CPU seconds of every process in the group (the app and anything it forked). */
function processGroupCpuSeconds(groupId) {
  const ticksPerSecond = 100; // USER_HZ on Linux
  let ticks = 0;
  for (const stat of groupStats(groupId)) ticks += Number(stat[13]) + Number(stat[14]);
  return ticks / ticksPerSecond;
}

function processGroupRssMB(groupId) {
  const pageBytes = 4096;
  let pages = 0;
  for (const stat of groupStats(groupId)) pages += Number(stat[23]);
  return (pages * pageBytes) / 2 ** 20;
}

/** /proc/<pid>/stat fields (0-based, after the command name) of the processes whose group is `groupId`. */
function* groupStats(groupId) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let text;
    try {
      text = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name may contain spaces: fields restart after its closing parenthesis.
    const fields = [entry, 'comm', ...text.slice(text.lastIndexOf(')') + 2).split(' ')];
    if (Number(fields[4]) === groupId) yield fields;
  }
}

async function cleanup() {
  live.timers.forEach(clearInterval);
  const server = live.server;
  live.server = null;
  if (server) await stopServer(server);
  if (live.pgDatabase) {
    const { drop } = live.pgDatabase;
    live.pgDatabase = null;
    await drop().catch(() => undefined);
  }
  if (live.dataDir) await rm(live.dataDir, { recursive: true, force: true });
  live.dataDir = '';
  if (process.env.REDIS_URL) await deleteRedisKeys(`${live.rateLimitPrefix}:*`).catch(() => undefined);
}

async function deleteRedisKeys(pattern) {
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(pattern);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

function numberFrom(name, fallback, { allowZero = false } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    console.error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value) => Math.round(value * 10) / 10;
