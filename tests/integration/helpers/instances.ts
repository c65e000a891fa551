import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { setDatabase } from '@/server/db/client';
import { rateLimitRedis, rateLimitRedisReady } from '@/server/rate-limit/redis-store';
import { callWith, rawWith, type Api } from './api';
import { openTestDatabase, type TestDatabase } from './databases';

const INSTANCE_SCRIPT = path.join(import.meta.dirname, 'app-instance.ts');

/**
 * Starts one app instance process (app-instance.ts) on the database at `url` (empty: the
 * embedded one in `extraEnv.DATA_DIR`), with the rate-limit prefix given (shared through
 * REDIS_URL when set); resolves with its Api once it listens. The child is added to `children`, for the caller to stop.
 */
export async function startInstance(
  url: string,
  rateLimitPrefix: string,
  children: ChildProcess[],
  extraEnv: Record<string, string> = {},
): Promise<Api> {
  const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE_SCRIPT], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      RATE_LIMIT_PREFIX: rateLimitPrefix,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening (\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`app instance exited (${code}) before listening`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const request = (target: string, init: RequestInit) => fetch(base + target, init);
  return {
    call: (p, options) => callWith(request, p, options),
    raw: (p, options) => rawWith(request, p, options),
    close: async () => {},
  };
}

/** Stops the instance processes (SIGTERM: each closes its database) and waits for them. */
export async function stopInstances(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }),
  );
}

/** A site of app instances for a describe's tests: see useInstanceSite. */
export interface InstanceSite {
  /** Starts one more instance process on the site's database and rate-limit prefix. */
  start(): Promise<Api>;
  /** The instances' shared rate-limit key prefix (their counters in Redis start with it). */
  rateLimitPrefix: string;
}

/**
 * Inside a describe: before its tests, a fresh PostgreSQL database (TEST_DATABASE_URL's
 * server; also installed as this process's database), on which `start()` runs instance
 * processes sharing one rate-limit prefix (through REDIS_URL when set); after them, the
 * processes stopped, the database dropped and the instances' counters deleted from Redis.
 * The test file closes this process's Redis connection (isolateRateLimits does).
 */
export function useInstanceSite(label: string): InstanceSite {
  let opened: TestDatabase | undefined;
  const children: ChildProcess[] = [];
  const rateLimitPrefix = `learnhub-test-rl:${label}:${randomUUID()}`;
  beforeAll(async () => {
    opened = await openTestDatabase('postgres');
    setDatabase(opened.database);
  });
  afterAll(async () => {
    await stopInstances(children);
    setDatabase(undefined);
    await opened?.dispose();
    await rateLimitRedisReady();
    const redis = rateLimitRedis();
    const keys = redis ? await redis.keys(`${rateLimitPrefix}:*`) : [];
    if (keys.length > 0) await redis!.del(...keys);
  });
  return { start: () => startInstance(opened!.url!, rateLimitPrefix, children), rateLimitPrefix };
}

/** An instance site (above) with two instances started before the tests; returns their Api. */
export function useTwoInstances(label: string): () => [Api, Api] {
  const site = useInstanceSite(label);
  const started: { pair?: [Api, Api] } = {};
  // Each instance compiles every API route as it starts (~5 s alone on an idle machine);
  // two at once on two busy cores get twice the usual hook time.
  beforeAll(async () => {
    started.pair = await Promise.all([site.start(), site.start()]);
  }, 120_000);
  return () => started.pair!;
}
