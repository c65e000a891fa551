#!/usr/bin/env node
// @ts-check
/**
 * npm run bench:cluster — issue 25's cluster figures, after `npm run build` (not run by CI):
 *
 * 1. Public pages' throughput through the balancer with 1, 2 and 3 instances: the cluster of
 *    the cluster test (three standalone instances behind nginx on PostgreSQL, Redis and
 *    s3rver), nginx balancing over the first 1, 2, then 3 of them (the others idle), each
 *    page loaded by autocannon (CLUSTER_BENCH_CONNECTIONS connections, a warm-up, then
 *    CLUSTER_BENCH_DURATION seconds measured).
 * 2. 1,000 idle chat push streams (GET /api/chat/stream, CLUSTER_BENCH_STREAMS) held by one
 *    instance: its resident memory before and after they are open.
 *
 * The load generator, nginx and the instances share this machine's cores: with two cores,
 * the curve shows how far more instances help when there is no core left to give them.
 * Writes bench/results/cluster-<timestamp>.json. Ports as the cluster test (3400–3405).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureLoad } from '../bench/load.mjs';
import { groupRss } from '../bench/process-memory.mjs';
import { groupCpuSeconds, ownCpuSeconds } from './cpu.mjs';
import { apiOk, openEventStream } from './http.mjs';
import { startCluster } from './topology.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 3400);
const PAGES = ['/', '/courses', '/courses/nen-tang-javascript-cho-nguoi-moi', '/vi/posts'];
const settings = {
  connections: Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 32),
  durationS: Number(process.env.CLUSTER_BENCH_DURATION ?? 10),
  warmupS: Number(process.env.CLUSTER_BENCH_WARMUP ?? 3),
  streams: Number(process.env.CLUSTER_BENCH_STREAMS ?? 1000),
};
const MB = 2 ** 20;

async function main() {
  if (!existsSync(path.join(ROOT, '.next', 'standalone', 'server.js'))) {
    console.error('No standalone build: run `npm run build` first.');
    return 1;
  }
  console.error('Starting the cluster (three instances behind nginx)…');
  const cluster = await startCluster({
    root: ROOT,
    serverUrl: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    ports: {
      balancer: BASE_PORT,
      instances: [BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3],
      s3: BASE_PORT + 4,
      smtp: BASE_PORT + 5,
    },
    // No mail is held in the bench.
    holdRecipient: `nobody.${randomBytes(4).toString('hex')}@example.com`,
  });
  /** @type {{ stop(): void } | null} */
  let running = null;
  const stopOnSignal = () => {
    running?.stop();
    void cluster.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  try {
    const throughput = await pagesThroughput(cluster, (instance) => (running = instance));
    const streams = await idleStreams(cluster);
    const record = {
      startedAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, node: process.version },
      settings,
      throughput,
      streams,
    };
    const dir = path.join(ROOT, 'bench', 'results');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `cluster-${record.startedAt.replace(/[:.]/g, '-')}.json`);
    await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`\nWritten ${path.relative(ROOT, file)}`);
    return 0;
  } finally {
    await cluster.stop();
  }
}

/**
 * Requests per second of each public page through the balancer over 1, 2, then 3 instances.
 * @param {import('./topology.mjs').Cluster} cluster
 * @param {(instance: { stop(): void } | null) => void} track
 */
async function pagesThroughput(cluster, track) {
  /** @type {Record<string, Record<number, { reqPerSec: number, p99Ms: number, failed: number }>>} */
  const byPage = {};
  /** @type {Record<number, { instances: number[], nginx: number, loadGenerator: number }>} */
  const cpuShare = {};
  // Where the machine's CPU goes while this many instances serve.
  const readings = () => ({
    at: performance.now(),
    instances: cluster.instances.map((instance) => groupCpuSeconds(instance.pid)),
    nginx: groupCpuSeconds(cluster.nginxPid),
    loadGenerator: ownCpuSeconds(),
  });
  for (const count of [1, 2, 3]) {
    await cluster.balanceOver(count);
    const before = readings();
    for (const page of PAGES) {
      const result = await measureLoad(`${cluster.balancer}${page}`, settings, track);
      (byPage[page] ??= {})[count] = {
        reqPerSec: Math.round(result.reqPerSec),
        p99Ms: result.latencyMs.p99,
        failed: result.non2xx + result.errors + result.timeouts,
      };
      console.error(
        `  ${count} instance(s) ${page}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.latencyMs.p99} ms`,
      );
    }
    const after = readings();
    // % of one core over the runs of this count (warm-ups included).
    const percent = (/** @type {number} */ seconds) => Math.round((seconds / ((after.at - before.at) / 1000)) * 100);
    cpuShare[count] = {
      instances: after.instances.map((seconds, index) => percent(seconds - (before.instances[index] ?? 0))),
      nginx: percent(after.nginx - before.nginx),
      loadGenerator: percent(after.loadGenerator - before.loadGenerator),
    };
  }
  console.log(
    `\nPublic pages through nginx, req/s (p99 ms), ${settings.connections} connections, ${settings.durationS} s each:`,
  );
  console.log(
    `  ${'page'.padEnd(46)}${[1, 2, 3].map((count) => `${count} instance${count > 1 ? 's' : ''}`.padStart(18)).join('')}`,
  );
  for (const [page, counts] of Object.entries(byPage)) {
    const cells = [1, 2, 3].map((count) => {
      const cell = counts[count];
      return `${cell?.reqPerSec} (${cell?.p99Ms})${cell?.failed ? ` ✗${cell.failed}` : ''}`.padStart(18);
    });
    console.log(`  ${page.padEnd(46)}${cells.join('')}`);
  }
  console.log(`CPU while measuring, % of one core (the machine has ${os.cpus().length} cores):`);
  for (const [count, share] of Object.entries(cpuShare)) {
    const total = share.instances.reduce((sum, value) => sum + value, 0) + share.nginx + share.loadGenerator;
    console.log(
      `  ${count} instance${count === '1' ? ' ' : 's'}: instances ${share.instances.join(' + ')}, nginx ${share.nginx}, ` +
        `load generator ${share.loadGenerator}; total ${total}`,
    );
  }
  return { byPage, cpuShare };
}

/**
 * Memory of one instance holding `settings.streams` idle chat streams: visitors made on
 * app1 (each from its own client address, as the per-address limit of new visitors wants),
 * then their streams opened on app1 directly, all of them answered `ready` before the
 * second reading. Null figures when the push stream is not in this build.
 * @param {import('./topology.mjs').Cluster} cluster
 */
async function idleStreams(cluster) {
  const app1 = cluster.instances[0];
  const visitorOf = async (/** @type {number} */ index) => {
    const headers = { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` };
    const visitor = await apiOk(app1.origin, '/api/chat/initialize', {
      method: 'POST',
      headers,
      body: { userName: `Idle visitor ${index}`, userPhone: '0901 234 567' },
    });
    return { sessionId: visitor.chatSessionId, headers: { ...headers, 'x-chat-token': visitor.chatToken } };
  };
  const open = async (/** @type {{ sessionId: string, headers: Record<string, string> }} */ visitor) =>
    openEventStream(`${app1.origin}/api/chat/stream?sessionId=${visitor.sessionId}`, visitor.headers);

  const probe = await open(await visitorOf(0));
  if (probe.status !== 200) {
    probe.close();
    console.log(
      `\nIdle chat streams: not run — GET /api/chat/stream answers ${probe.status} (the push stream is not in this build)`,
    );
    return null;
  }
  probe.close();
  console.error(`  making ${settings.streams} chat visitors…`);
  const visitors = await inBatches(settings.streams, 20, (index) => visitorOf(index + 1));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const before = groupRss(app1.pid);
  console.error(`  opening ${settings.streams} streams on ${app1.name}…`);
  const streams = await inBatches(settings.streams, 50, async (index) => {
    const stream = await open(/** @type {any} */ (visitors[index]));
    await stream.next('ready', undefined, 30_000);
    return stream;
  });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const after = groupRss(app1.pid);
  const healthy = (await fetch(`${app1.origin}/api/health`)).status === 200;
  for (const stream of streams) stream.close();
  const figures = {
    streams: streams.length,
    rssBeforeMB: Math.round(before / MB),
    rssAfterMB: Math.round(after / MB),
    perStreamKB: Math.round((after - before) / streams.length / 1024),
    healthyWhileHeld: healthy,
  };
  console.log(
    `\nIdle chat streams on ${app1.name}: ${figures.streams} open, RSS ${figures.rssBeforeMB} MB → ${figures.rssAfterMB} MB ` +
      `(${figures.perStreamKB} kB a stream), /api/health ${healthy ? '200' : 'failing'} while held`,
  );
  return figures;
}

/**
 * @template T
 * @param {number} count @param {number} concurrency @param {(index: number) => Promise<T>} task
 * @returns {Promise<T[]>}
 */
async function inBatches(count, concurrency, task) {
  /** @type {T[]} */
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

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench:cluster failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
