// @ts-check
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { createScratchDatabase } from '../lib/scratch-database.mjs';
import { nginxConfig } from './nginx-config.mjs';
import { startSmtpStandIn } from './smtp-stand-in.mjs';

const HOST = '127.0.0.1';
/**
 * The instances listen on every interface and are called at HOST: with a loopback HOSTNAME,
 * Next 16 proxies the list pages' search rewrites over HTTP to itself (vercel/next.js#94745;
 * README "Production", e2e/support/bind-host.ts).
 */
const BIND_HOST = '0.0.0.0';
const NGINX = '/usr/sbin/nginx';
const LOG_TAIL_LINES = 60;
const START_TIMEOUT_MS = 120_000;
/** s3rver's fixed credentials. */
const S3_CREDENTIALS = { id: 'S3RVER', secret: 'S3RVER' };
const S3_BUCKET = 'learnhub-cluster';

/**
 * @typedef {{ name: string, origin: string, pid: number, child: import('node:child_process').ChildProcess,
 *   logTail: () => string, alive: () => boolean }} Instance
 */

/**
 * The production topology of issue 25 on loopback, without containers: a scratch PostgreSQL
 * database, Redis (this run's own key prefix), s3rver as the S3 storage, an SMTP stand-in,
 * three standalone servers with the same environment, and nginx in front of them. Whatever
 * it started is recorded as soon as it starts, so `stop()` removes all of it even when the
 * start failed half-way (it is safe to call more than once).
 *
 * @param {{ root: string, serverUrl: string, redisUrl: string, ports: { balancer: number,
 *   instances: [number, number, number], s3: number, smtp: number }, holdRecipient: string }} options
 */
export async function startCluster({ root, serverUrl, redisUrl, ports, holdRecipient }) {
  const runId = randomBytes(6).toString('hex');
  const rateLimitPrefix = `learnhub:cluster:${runId}`;
  /** @type {Array<() => Promise<void>>} */
  const cleanups = [];
  /** @type {Instance[]} */
  const instances = [];
  /** @type {import('node:child_process').ChildProcess | null} */
  let nginx = null;
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'learnhub-cluster-'));
  cleanups.push(() => rm(tempDir, { recursive: true, force: true }));

  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error) => console.error(`cleanup: ${error instanceof Error ? error.message : error}`));
    }
  };
  // A synchronous last resort (an uncaught error, Ctrl-C during cleanup): no process outlives the run.
  const killAllNow = () => {
    for (const instance of instances) if (instance) signalGroup(instance.child, 'SIGKILL');
    if (nginx) signalGroup(nginx, 'SIGKILL');
  };
  process.once('exit', killAllNow);
  cleanups.push(async () => void process.off('exit', killAllNow));

  try {
    const database = await createScratchDatabase(serverUrl, 'learnhub_cluster');
    cleanups.push(() => database.drop());
    const db = new pg.Pool({ connectionString: database.url, max: 3 });
    cleanups.push(() => db.end());

    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    cleanups.push(async () => {
      await deleteKeys(redis, `${rateLimitPrefix}:*`);
      redis.disconnect();
    });

    const s3Dir = path.join(tempDir, 's3');
    await mkdir(s3Dir);
    const s3 = new S3rver({
      address: HOST,
      port: ports.s3,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: S3_BUCKET }],
    });
    await s3.run();
    cleanups.push(() => s3.close());

    const smtp = await startSmtpStandIn({ port: ports.smtp, holdRecipient });
    cleanups.push(() => smtp.close());

    const balancerOrigin = `http://${HOST}:${ports.balancer}`;
    /** @type {NodeJS.ProcessEnv} */
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      HOSTNAME: BIND_HOST,
      APP_URL: balancerOrigin,
      TRUST_PROXY: 'true',
      DATABASE_URL: database.url,
      // The demo content (its admin account, courses, source codes) for the flows below.
      SEED_ON_START: 'true',
      AUTH_SECRET: randomBytes(48).toString('base64'),
      STOCK_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PAYMENT_SANDBOX: 'true',
      REDIS_URL: redisUrl,
      RATE_LIMIT_PREFIX: rateLimitPrefix,
      // Every request reaches the apps from the balancer on loopback, one client address:
      // the load's sign-ups would pass the default 10 an hour at once (a school behind one address).
      SIGN_UP_LIMIT_PER_HOUR: '10000',
      SMTP_URL: smtp.url,
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://${HOST}:${ports.s3}`,
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.id,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secret,
      S3_FORCE_PATH_STYLE: 'true',
    };
    const serverJs = path.join(root, '.next', 'standalone', 'server.js');
    const launch = async (/** @type {number} */ index) => {
      const port = /** @type {number} */ (ports.instances[index]);
      const dataDir = path.join(tempDir, `app${index + 1}`);
      await mkdir(dataDir);
      const instance = spawnInstance(`app${index + 1}`, serverJs, { ...env, PORT: String(port), DATA_DIR: dataDir });
      // By index, not in start order: app2 and app3 start together.
      instances[index] = instance;
      cleanups.push(() => stopInstance(instance));
      await waitUntilReady(instance);
      return instance;
    };
    // The first migrates and seeds the empty database; the others start on the ready one.
    await launch(0);
    await Promise.all(ports.instances.slice(1).map((_, index) => launch(index + 1)));

    const nginxDir = path.join(tempDir, 'nginx');
    await mkdir(nginxDir);
    const configFile = path.join(nginxDir, 'nginx.conf');
    const writeConfig = (/** @type {number} */ count) =>
      writeFile(
        configFile,
        nginxConfig({
          port: ports.balancer,
          upstreams: ports.instances.slice(0, count).map((port) => `${HOST}:${port}`),
          dir: nginxDir,
        }),
      );
    await writeConfig(ports.instances.length);
    nginx = spawn(NGINX, ['-p', nginxDir, '-c', configFile], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    const nginxProcess = nginx;
    cleanups.push(async () => {
      if (nginxProcess.exitCode !== null || nginxProcess.signalCode !== null) return;
      const exited = once(nginxProcess, 'exit');
      signalGroup(nginxProcess, 'SIGQUIT');
      await exited;
    });
    await waitForOk(`${balancerOrigin}/api/health`, () => nginxProcess.exitCode === null, 10_000);

    return {
      balancer: balancerOrigin,
      /** app1, app2, app3: one per port given, in that order. */
      instances: /** @type {[Instance, Instance, Instance]} */ (instances),
      db,
      smtp,
      rateLimitPrefix,
      /** When all three instances were serving (the scheduled jobs' window starts then). */
      readyAt: new Date(),
      /** nginx's master process, which leads the group of its workers. */
      nginxPid: /** @type {number} */ (nginxProcess.pid),
      /**
       * The balancer sends to the first `count` instances only (the others keep running,
       * idle): nginx reloads its configuration, and the old workers finish what they hold.
       */
      balanceOver: async (/** @type {number} */ count) => {
        await writeConfig(count);
        nginxProcess.kill('SIGHUP');
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      },
      stop,
    };
  } catch (error) {
    const tails = instances
      .filter(Boolean)
      .map((instance) => `--- ${instance.name}\n${instance.logTail()}`)
      .join('\n');
    await stop();
    throw new Error(`the cluster did not start: ${error instanceof Error ? error.message : error}\n${tails}`);
  }
}

/** @typedef {Awaited<ReturnType<typeof startCluster>>} Cluster */

/**
 * `node .next/standalone/server.js` in its own process group, as the Docker image runs it.
 * @returns {Instance}
 */
function spawnInstance(
  /** @type {string} */ name,
  /** @type {string} */ serverJs,
  /** @type {NodeJS.ProcessEnv} */ env,
) {
  const child = spawn(process.execPath, [serverJs], {
    cwd: path.dirname(serverJs),
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const tail = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - LOG_TAIL_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    name,
    origin: `http://${HOST}:${env.PORT}`,
    pid: /** @type {number} */ (child.pid),
    child,
    logTail: () => tail.join('\n'),
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

async function waitUntilReady(/** @type {Instance} */ instance) {
  await waitForOk(`${instance.origin}/api/health/ready`, instance.alive, START_TIMEOUT_MS).catch((error) => {
    throw new Error(`${instance.name}: ${error.message}`);
  });
}

/** Polls `url` until it answers 200, while `alive()` holds. */
async function waitForOk(
  /** @type {string} */ url,
  /** @type {() => boolean} */ alive,
  /** @type {number} */ timeoutMs,
) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process ended before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s (${last})`);
}

/** SIGTERM (the server drains and exits within 10 s), SIGKILL past 12 s. */
async function stopInstance(/** @type {Instance} */ instance) {
  if (!instance.alive()) return;
  const exited = once(instance.child, 'exit');
  signalGroup(instance.child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(instance.child, 'SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

/** @param {import('node:child_process').ChildProcess} child @param {NodeJS.Signals} signal */
function signalGroup(child, signal) {
  try {
    process.kill(-(/** @type {number} */ (child.pid)), signal);
  } catch {
    // Already gone.
  }
}

/** SIGKILL to one instance's process group, as an OOM kill or a pulled plug would do; resolves once it is gone. */
export async function killInstance(/** @type {Instance} */ instance) {
  if (!instance.alive()) return;
  const exited = once(instance.child, 'exit');
  signalGroup(instance.child, 'SIGKILL');
  await exited;
}

async function deleteKeys(/** @type {Redis} */ redis, /** @type {string} */ pattern) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
