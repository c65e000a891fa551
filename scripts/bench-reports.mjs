#!/usr/bin/env node
/**
 * npm run bench:reports [-- --strict]
 *
 * The sales report against the yardsticks issue 22 set for it, on PostgreSQL:
 *
 * 1. GET /api/admin/reports/sales answers in under 100 ms p99 over 100,000 orders. A fresh
 *    database on BENCH_DATABASE_URL's server (bench_reports_<random>, dropped at the end) is
 *    migrated and seeded here, set-based (generate_series), with BENCH_ORDERS (default
 *    100,000) orders spread over the last 365 days: about 1.5 lines each over 60 products of
 *    the three types, 80 % paid, 3 % fully refunded and 2 % of the paid ones partly, the rest
 *    pending, failed, cancelled or expired; then VACUUM ANALYZE (what autovacuum does after
 *    such a load). Each window is asked BENCH_WARMUP (default 20) times, then BENCH_REQUESTS
 *    (default 300) times one after another; reported: p50 / p95 / p99 / max of the time to the
 *    reply's last byte. Windows: the default one (the last 30 days, by day), then the whole
 *    year by day, by week and by month, and the year by day with a new order paid before
 *    every request (today's figures then change each time, as in a shop that is selling).
 *    The first request of the year, before the server has read any day, is reported apart.
 * 2. The CSV export of all the orders streams in constant memory: the server's resident
 *    memory (/proc) just before, and its peak while the file is downloaded (sampled every
 *    50 ms), the rows received and the time taken; then, as resident memory also counts
 *    garbage V8 has yet to collect, the heap in use after a full collection, before and
 *    during a second export (the serving process runs with --expose-gc for this probe).
 *
 * What answers: the real route modules (src/pages/api/admin/reports/*: defineRoute, the
 * admin's session check, validation, service, SQL) served by node:http in a process of their
 * own with NODE_ENV=production — not `next start`, so that no build is needed (and Next's
 * router is not part of the figures). The load comes from this process over loopback.
 *
 * Options:
 *   --strict                  exit 1 when p99 of a window is 100 ms or more
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test   the server to use
 *   BENCH_ORDERS=100000  BENCH_REQUESTS=300  BENCH_WARMUP=20
 *
 * Run with tsx (the package script does): the server part imports the app's TypeScript.
 * Figures are also written to bench/results/reports-latest.json.
 *
 * Exit codes: 0 done; 1 a step failed, or --strict with a target missed; 2 bad arguments;
 * 130 interrupted.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { groupRss, watchPeakRss } from './bench/process-memory.mjs';
import { createScratchDatabase } from './lib/scratch-database.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const THIS_FILE = fileURLToPath(import.meta.url);
const RESULT_FILE = path.join(ROOT, 'bench', 'results', 'reports-latest.json');
const P99_TARGET_MS = 100;
const MB = 1e6;
const DAY_MS = 24 * 60 * 60 * 1000;
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

// ─── The measuring side ─────────────────────────────────────────────────────────────────

const live = { server: /** @type {any} */ (null), scratch: /** @type {any} */ (null) };

async function main() {
  const strict = parseArgs(process.argv.slice(2));
  const settings = {
    databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    orders: positiveNumber('BENCH_ORDERS', 100_000),
    requests: positiveNumber('BENCH_REQUESTS', 300),
    warmup: positiveNumber('BENCH_WARMUP', 20),
  };
  installStopHandlers();
  const startedAt = new Date().toISOString();

  live.scratch = await createScratchDatabase(settings.databaseUrl, 'bench_reports');
  console.error(`Database ${live.scratch.name}: migrating…`);
  // As `npm run db:migrate` does it: the app's own migrations, on the database configured.
  process.env.DATABASE_URL = live.scratch.url;
  const { closeDatabase, getDatabase } = await import('../src/server/db/client.ts');
  await getDatabase().migrate();
  await closeDatabase();

  console.error(`Seeding ${settings.orders.toLocaleString('en')} orders…`);
  const client = new pg.Client({ connectionString: live.scratch.url });
  await client.connect();
  const seedStarted = performance.now();
  await client.query(seedSql(settings.orders));
  await client.query('vacuum analyze');
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const counts = (
    await client.query(`select count(*)::int as orders,
      count(*) filter (where paid_at is not null)::int as paid,
      count(*) filter (where refunded_vnd > 0)::int as refunded,
      (select count(*)::int from order_items) as lines
      from orders`)
  ).rows[0];
  console.error(
    `  ${counts.orders} orders (${counts.paid} paid, ${counts.refunded} with a refund), ${counts.lines} lines, in ${seedSeconds.toFixed(1)} s`,
  );

  console.error('Starting the report routes…');
  live.server = await startServer(live.scratch.url);
  const { origin, token, child } = live.server;
  const get = (pathAndQuery) => request(`${origin}${pathAndQuery}`, token);

  const today = vietnamDay(Date.now());
  const yearAgo = vietnamDay(Date.now() - 365 * DAY_MS);
  const year = `from=${yearAgo}&to=${today}`;

  // The first request over the year: every day is read from the order lines.
  const cold = await get(`/api/admin/reports/sales?${year}`);
  console.error(`  first request over the year: ${cold.ms.toFixed(1)} ms`);

  const windows = [
    { name: 'day, last 30 days (default)', path: '/api/admin/reports/sales' },
    { name: 'day, 366 days', path: `/api/admin/reports/sales?${year}` },
    { name: 'week, 366 days', path: `/api/admin/reports/sales?${year}&granularity=week` },
    { name: 'month, 366 days', path: `/api/admin/reports/sales?${year}&granularity=month` },
    {
      name: 'day, 366 days, an order paid before each',
      path: `/api/admin/reports/sales?${year}`,
      before: (index) => payOrderNow(client, index),
    },
  ];
  const results = [];
  for (const window of windows) {
    for (let i = 0; i < settings.warmup; i += 1) {
      await window.before?.(-i - 1);
      await get(window.path);
    }
    const times = [];
    for (let i = 0; i < settings.requests; i += 1) {
      await window.before?.(i);
      const reply = await get(window.path);
      if (reply.status !== 200) throw new Error(`${window.path}: ${reply.status} ${reply.text.slice(0, 300)}`);
      times.push(reply.ms);
    }
    const row = { name: window.name, requests: times.length, ...percentiles(times) };
    results.push(row);
    console.error(`  ${row.name}: p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms`);
  }
  const sample = JSON.parse((await get(`/api/admin/reports/sales?${year}&granularity=month`)).text).data;

  // The export of every order: memory of the serving process before and at its peak.
  console.error('Exporting every order as CSV…');
  await get(`/api/admin/reports/orders.csv?from=${today}&to=${today}`);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const oldest = vietnamDay(Date.parse((await client.query('select min(created_at) as at from orders')).rows[0].at));
  const everything = `${origin}/api/admin/reports/orders.csv?from=${oldest}&to=${today}`;
  const baselineRss = groupRss(child.pid);
  const watch = watchPeakRss(child.pid);
  const csv = await download(everything, token);
  const peakRss = watch.stop();
  // Resident memory also holds garbage V8 has not collected yet (it grows its heap before
  // it collects it, the more so on a machine with much memory). What the export keeps alive
  // is the heap in use after a full collection: asked of the server every 250 ms during a
  // second export (each collection slows it a little, hence apart from the first).
  const heapBefore = await liveHeap(origin);
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    void liveHeap(origin).then((heap) => (heapPeak = Math.max(heapPeak, heap)));
  }, 250);
  const again = await download(everything, token);
  clearInterval(sampler);
  await client.end();
  const expectedRows = counts.orders + settings.requests + settings.warmup;
  const exportResult = {
    rows: csv.rows,
    expectedRows,
    megabytes: csv.bytes / MB,
    seconds: csv.ms / 1000,
    rowsPerSecond: csv.rows / (csv.ms / 1000),
    baselineRssMb: baselineRss / MB,
    peakRssMb: peakRss / MB,
    rssIncreaseMb: (peakRss - baselineRss) / MB,
    liveHeapBeforeMb: heapBefore / MB,
    liveHeapPeakMb: heapPeak / MB,
    liveHeapSamplesRows: again.rows,
  };

  await cleanup();

  const verdicts = results.map((row) => ({ ...row, pass: row.p99 < P99_TARGET_MS }));
  printReport({ settings, counts, seedSeconds, coldMs: cold.ms, verdicts, exportResult, sample });
  await mkdir(path.dirname(RESULT_FILE), { recursive: true });
  await writeFile(
    RESULT_FILE,
    `${JSON.stringify(
      {
        startedAt,
        method: 'the route modules served by node:http in a child process (NODE_ENV=production), PostgreSQL',
        settings: { ...settings, databaseUrl: undefined },
        seeded: { ...counts, seconds: seedSeconds },
        firstYearRequestMs: cold.ms,
        sales: verdicts,
        export: exportResult,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nFigures written to ${path.relative(ROOT, RESULT_FILE)}`);
  const missed = verdicts.some((row) => !row.pass) || exportResult.rows !== expectedRows;
  if (strict && missed) process.exit(1);
}

function printReport({ settings, counts, seedSeconds, coldMs, verdicts, exportResult, sample }) {
  const fixed = (value) => value.toFixed(1);
  const columns = ['window', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `p99 < ${P99_TARGET_MS} ms`];
  const lines = verdicts.map((row) => [
    row.name,
    String(row.requests),
    fixed(row.p50),
    fixed(row.p95),
    fixed(row.p99),
    fixed(row.max),
    row.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = columns.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const render = (line) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');

  console.log(`\nGET /api/admin/reports/sales — PostgreSQL, ${counts.orders.toLocaleString('en')} orders`);
  console.log(
    `(${counts.paid} paid or refunded, ${counts.lines} lines; seeded in ${seedSeconds.toFixed(1)} s; ${settings.warmup} warm-up requests per window, then one at a time)`,
  );
  console.log(render(columns));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const line of lines) console.log(render(line));
  console.log(`first request over the year (no day read yet): ${fixed(coldMs)} ms`);
  console.log(
    `year by month: ${sample.totals.orders} orders, revenue ${sample.totals.revenue_vnd.toLocaleString('en')} VND, refunded ${sample.totals.refunded_vnd.toLocaleString('en')} VND`,
  );

  console.log('\nGET /api/admin/reports/orders.csv — every order');
  console.log(
    `${exportResult.rows.toLocaleString('en')} rows (expected ${exportResult.expectedRows.toLocaleString('en')}), ${fixed(exportResult.megabytes)} MB in ${exportResult.seconds.toFixed(2)} s (${Math.round(exportResult.rowsPerSecond).toLocaleString('en')} rows/s)`,
  );
  console.log(
    `server RSS: ${fixed(exportResult.baselineRssMb)} MB before, ${fixed(exportResult.peakRssMb)} MB at the peak (+${fixed(exportResult.rssIncreaseMb)} MB)`,
  );
  console.log(
    `server heap in use after a full GC: ${fixed(exportResult.liveHeapBeforeMb)} MB before, at most ${fixed(exportResult.liveHeapPeakMb)} MB during a second export (sampled every 250 ms)`,
  );
}

/** The serving process's V8 heap in use right after a full collection, in bytes. */
async function liveHeap(origin) {
  const response = await fetch(`${origin}/bench/heap`);
  return (await response.json()).heapUsed;
}

/** One order paid now (today's figures change): for the window measured under sales. */
async function payOrderNow(client, index) {
  await client
    .query(
      `insert into orders (code, user_id, status, total_vnd, locale, created_at, expires_at, paid_at)
     select $1, (select id from users where email like 'bench-buyer-%' limit 1), 'paid', 199000, 'vi',
       now(), now() + interval '15 minutes', now()
     returning id`,
      [`LIVE-${process.pid}-${index}`],
    )
    .then((inserted) =>
      client.query(
        `insert into order_items (order_id, product_type, product_id, slug, title_en, title_vi, thumbnail, price_vnd, position)
       values ($1, 'COURSE', 1, 'course-1', 'Course #1', 'Khóa học số 1', '/images/bench.webp', 199000, 1)`,
        [inserted.rows[0].id],
      ),
    );
}

/** A GET to the end of its body: status, text and milliseconds. */
async function request(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

/** The CSV read as it streams (never held whole): rows and bytes received. */
async function download(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lineBreaks = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lineBreaks += 1;
  }
  // The seeded orders hold no line break in a field: one per record, the header's included.
  return { rows: lineBreaks - 1, bytes, ms: performance.now() - started };
}

function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) };
}

const vietnamDay = (instant) => new Date(instant + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The seed, set-based: buyers, then the orders (their creation spread over the last 365
 * days, in creation order as a shop writes them), their lines, payment attempts and refunds.
 * Random but repeatable (setseed).
 */
function seedSql(orderCount) {
  return `
select setseed(0.26);
insert into users (email, name, role, email_verified_at)
  select 'bench-buyer-' || g || '@example.test', 'Người mua ' || g, 'user', now() from generate_series(1, 2000) g;
create temp table bench_buyers as
  select row_number() over (order by id) as n, id from users where email like 'bench-buyer-%';
create temp table bench_orders as
  select row_number() over (order by created_at) as n, gen_random_uuid() as id, created_at,
    case when r < 0.80 then 'paid' when r < 0.83 then 'refunded' when r < 0.85 then 'pending'
         when r < 0.90 then 'failed' when r < 0.95 then 'cancelled' else 'expired' end::order_status as status,
    case when random() < 0.5 then 1 when random() < 0.9 then 2 else 3 end as lines,
    (1 + floor(random() * 2000))::int as buyer,
    random() < 0.025 as partly_refunded
  from (select now() - random() * interval '365 days' as created_at, random() as r
        from generate_series(1, ${Number(orderCount)})) s;
create temp table bench_lines as
  select o.n as order_n, p as position, t.type::product_type as product_type, t.product_id,
    (array[99000, 199000, 299000, 499000, 990000, 1490000])[1 + (t.product_id % 6)] as price
  from bench_orders o, generate_series(1, o.lines) p,
    lateral (select (array['COURSE', 'SOURCE', 'ACCOUNT_STORE'])[1 + floor(random() * 3)::int] as type,
                    (1 + floor(random() * 20))::int as product_id, o.n + p * 0 as per_line) t;
insert into orders (id, code, user_id, status, total_vnd, refunded_vnd, locale, created_at, expires_at, paid_at, closed_at)
  select o.id, 'BR' || lpad(o.n::text, 7, '0'), b.id, o.status, t.total,
    case when o.status = 'refunded' then t.total when o.status = 'paid' and o.partly_refunded then t.total / 4 else 0 end,
    (case when o.n % 3 = 0 then 'en' else 'vi' end)::content_language,
    o.created_at, o.created_at + interval '15 minutes',
    case when o.status in ('paid', 'refunded') then o.created_at + (o.n % 600) * interval '1 second' end,
    case when o.status in ('failed', 'cancelled', 'expired') then o.created_at + interval '15 minutes' end
  from bench_orders o
  join bench_buyers b on b.n = o.buyer
  join (select order_n, sum(price)::int as total from bench_lines group by order_n) t on t.order_n = o.n
  order by o.n;
insert into order_items (order_id, product_type, product_id, variant_id, combination_key, slug, title_en, title_vi,
    thumbnail, price_vnd, position)
  select o.id, l.product_type, l.product_id,
    case when l.product_type = 'ACCOUNT_STORE' then l.product_id end,
    case when l.product_type = 'ACCOUNT_STORE' then '1-month_solo' end,
    lower(l.product_type::text) || '-' || l.product_id,
    initcap(replace(lower(l.product_type::text), '_', ' ')) || ' #' || l.product_id,
    (case l.product_type when 'COURSE' then 'Khóa học' when 'SOURCE' then 'Mã nguồn' else 'Tài khoản' end)
      || ' số ' || l.product_id,
    '/images/bench.webp', l.price, l.position
  from bench_lines l join bench_orders o on o.n = l.order_n
  order by l.order_n, l.position;
insert into payments (order_id, gateway, txn_ref, amount_vnd, status, created_at, confirmed_at)
  select o.id, (array['vnpay', 'sandbox', 'manual'])[1 + o.n % 3]::payment_gateway, 'BR' || o.n, x.total_vnd,
    (case when o.status in ('paid', 'refunded') then 'succeeded' when o.status = 'failed' then 'failed'
          else 'cancelled' end)::payment_status,
    o.created_at + interval '1 minute', x.paid_at
  from bench_orders o join orders x on x.id = o.id
  where o.status in ('paid', 'refunded', 'failed', 'cancelled');
insert into refunds (order_id, payment_id, request_id, kind, amount_vnd, reason, status, created_at, settled_at)
  select x.id, p.id, 'BRR' || p.id, (case when x.status = 'refunded' then 'full' else 'partial' end)::refund_kind,
    x.refunded_vnd, 'Bench refund', 'succeeded', x.paid_at + interval '2 days', x.paid_at + interval '2 days'
  from orders x join payments p on p.order_id = x.id
  where x.refunded_vnd > 0;
drop table bench_buyers, bench_orders, bench_lines;
`;
}

/** The serving process, started with this file's own loader (tsx), its session token read from its first line. */
async function startServer(databaseUrl) {
  // --expose-gc: for the bench's own heap probe (/bench/heap), nothing else.
  const child = spawn(process.execPath, [...process.execArgv, '--expose-gc', THIS_FILE, '--serve'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      SEED_ON_START: 'false',
      AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(48).toString('base64'),
      STOCK_ENCRYPTION_KEY: process.env.STOCK_ENCRYPTION_KEY || randomBytes(32).toString('base64'),
    },
  });
  const server = { child, origin: '', token: '' };
  live.server = server;
  let buffered = '';
  for await (const chunk of child.stdout) {
    buffered += chunk;
    const ready = /^READY (\d+) (\S+)$/m.exec(buffered);
    if (ready) {
      server.origin = `http://127.0.0.1:${ready[1]}`;
      server.token = ready[2];
      child.stdout.resume();
      return server;
    }
  }
  throw new Error(`the serving process ended before it was ready (${child.exitCode ?? child.signalCode})`);
}

async function stopServer(server) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    if (live.server) await stopServer(live.server);
    if (live.scratch) await live.scratch.drop();
  })();
  return cleaning;
}

function installStopHandlers() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping…`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  process.once('exit', () => {
    if (live.server?.child.exitCode === null) {
      try {
        process.kill(-live.server.child.pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
  });
}

function parseArgs(args) {
  const unknown = args.filter((arg) => !['--strict', '--help', '-h'].includes(arg));
  if (args.includes('--help') || args.includes('-h') || unknown.length > 0) {
    if (unknown.length > 0) console.error(`unknown argument(s): ${unknown.join(' ')}`);
    const usage = readFileSync(THIS_FILE, 'utf8').match(/\/\*\*([\s\S]*?)\*\//)?.[1] ?? '';
    console.error(usage.replace(/^ \* ?/gm, ''));
    process.exit(unknown.length > 0 ? 2 : 0);
  }
  return args.includes('--strict');
}

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

// ─── The serving side (--serve) ─────────────────────────────────────────────────────────

/**
 * The two report routes as Next calls them (req.query holds the search parameters), for an
 * admin created here, whose session token goes out on the first line with the port.
 */
async function serve() {
  const routes = {
    '/api/admin/reports/sales': (await import('../src/pages/api/admin/reports/sales.ts')).default,
    '/api/admin/reports/orders.csv': (await import('../src/pages/api/admin/reports/orders.csv.ts')).default,
  };
  const userRepository = await import('../src/server/repositories/user-repository.ts');
  const { issueSessionToken } = await import('../src/server/auth/session-token.ts');
  const { closeDatabase } = await import('../src/server/db/client.ts');

  const admin = await userRepository.upsertByEmail({
    email: 'bench-admin@example.test',
    name: 'Bench admin',
    role: 'admin',
    emailVerifiedAt: new Date(),
  });
  const { token } = await issueSessionToken(admin.id);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/bench/heap') {
      globalThis.gc();
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(process.memoryUsage()));
      return;
    }
    const route = routes[url.pathname];
    if (!route) {
      res.statusCode = 404;
      res.end();
      return;
    }
    Object.assign(req, { query: Object.fromEntries(url.searchParams) });
    void route(req, res);
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`READY ${server.address().port} ${token}\n`);
  });
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => void closeDatabase().finally(() => process.exit(0)));
  });
}

// Last: everything above is defined by now.
if (process.argv.includes('--serve')) {
  await serve();
} else {
  await main().catch(async (error) => {
    console.error(`\nbench:reports failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await cleanup();
    process.exit(1);
  });
}
