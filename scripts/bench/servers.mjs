// Starting and stopping the `next start` servers the benchmark measures. Loopback only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const NEXT_BIN = require.resolve('next/dist/bin/next');
const HOST = '127.0.0.1';
// Listening on every interface, not on HOST: started with a loopback address, Next 16 proxies
// its proxy's rewrites (the list pages with a search) over HTTP to itself
// (vercel/next.js#94745), which would measure two requests for one.
const BIND_HOST = '0.0.0.0';
const LOG_TAIL_LINES = 80;

/** A port the kernel says is free right now on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs `next start <dir>` in its own process group (so stopping it also stops anything it
 * forks) and resolves once `readyPath` answers 200. `onSpawn` receives the server at once,
 * before it is ready, so the caller can stop it if start-up is interrupted.
 * @param {{ name: string, cwd: string, dir: string, port: number, env: NodeJS.ProcessEnv,
 *           readyPath: string, timeoutMs: number, onSpawn: (server: object) => void }} options
 */
export async function startNext({ name, cwd, dir, port, env, readyPath, timeoutMs, onSpawn }) {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', dir, '-p', String(port), '-H', BIND_HOST], {
    cwd,
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
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const server = {
    name,
    child,
    origin: `http://${HOST}:${port}`,
    logTail: () => tail.join('\n'),
    /** Why the process is gone ("exit code 1", "signal SIGTERM"), or null while it runs. */
    ended: () =>
      child.exitCode !== null ? `exit code ${child.exitCode}` : child.signalCode ? `signal ${child.signalCode}` : null,
  };
  onSpawn(server);
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.ended()) throw new Error(`${name} ended (${server.ended()}) before it was ready:\n${server.logTail()}`);
    try {
      const res = await fetch(server.origin + readyPath, { signal: AbortSignal.timeout(2_000), redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status === 200) return server;
      lastProblem = `GET ${readyPath} answered ${res.status}`;
    } catch (error) {
      lastProblem = `GET ${readyPath} failed: ${/** @type {Error} */ (error).message}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopServer(server);
  throw new Error(`${name} was not ready within ${timeoutMs / 1000} s (${lastProblem}):\n${server.logTail()}`);
}

/**
 * Requests a page until it is served fresh, or `timeoutMs` has passed. A static page's first
 * request after the start gets the build's copy (made without a database) and regenerates
 * it in the background, and that copy is not what visitors get afterwards. Next marks it
 * `x-nextjs-cache: STALE`.
 * @param {string} url
 */
export async function requestUntilFresh(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.headers.get('x-nextjs-cache') !== 'STALE' || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM to the server's process group, SIGKILL if it lingers past `graceMs`. */
export async function stopServer(server, graceMs = 5_000) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Last resort from a synchronous `exit` handler: no waiting possible there. */
export function killServerNow(server) {
  if (server.child.exitCode === null && server.child.signalCode === null) signalGroup(server.child, 'SIGKILL');
}

function signalGroup(child, signal) {
  try {
    process.kill(-(/** @type {number} */ (child.pid)), signal);
  } catch {
    // Already gone.
  }
}

/**
 * The environment of the app under measurement (bench, chat load, Lighthouse): a production
 * server with the demo content on the database given (blank DATABASE_URL: the embedded one
 * in `dataDir`; Next's .env loading does not override a variable that is set), warnings
 * only in its log, and throwaway secrets unless the caller's environment has real ones.
 *
 * @param {{ port: number, dataDir: string, databaseUrl?: string, extra?: Record<string, string> }} options
 */
export function appServerEnv({ port, dataDir, databaseUrl = '', extra = {} }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'true',
    AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(48).toString('base64'),
    // Required in production with DATABASE_URL (the account store's stock).
    STOCK_ENCRYPTION_KEY: process.env.STOCK_ENCRYPTION_KEY || randomBytes(32).toString('base64'),
    APP_URL: `http://${HOST}:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}
