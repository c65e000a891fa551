import type { ReadinessReport } from '@/lib/api/health-types';
import { getDatabase, ping, type AppDatabase } from '../../db/client';
import { readMigrationStatus } from '../../db/migration-status';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import { OUTAGE_RETRY_HEADERS } from '../../http/service-unavailable';
import { rateLimitRedis } from '../../rate-limit/redis-store';
import { isDraining } from '../../shutdown';
import type { Redis } from 'ioredis';

// A probe that waits longer than this is as good as down for a load balancer.
const CHECK_TIMEOUT_MS = 2_000;

/** The ping in flight, per database: probes that arrive meanwhile share it. */
const pingsInFlight = new WeakMap<AppDatabase, Promise<number>>();

/**
 * One `select 1` for every probe that arrives while it runs, rather than a queue of them:
 * PGlite runs one query at a time, so under a burst of probes each one waited for all
 * the others (p99 15–21 ms at 10 concurrent probes under `npm run bench`). A probe still
 * sees a ping that started no earlier than the one in flight when it arrived.
 */
function sharedPing(database: AppDatabase): Promise<number> {
  const pending = pingsInFlight.get(database);
  if (pending) return pending;
  const fresh: Promise<number> = ping(database).finally(() => forgetPing(database, fresh));
  pingsInFlight.set(database, fresh);
  return fresh;
}

function forgetPing(database: AppDatabase, latency: Promise<number>): void {
  if (pingsInFlight.get(database) === latency) pingsInFlight.delete(database);
}

/** `work`, or a rejection after CHECK_TIMEOUT_MS; `onTimeout` runs when the time is up. */
async function withinTimeout<T>(work: Promise<T>, what: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`${what} timed out after ${CHECK_TIMEOUT_MS} ms`));
    }, CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function checkDatabase(database: AppDatabase): Promise<number> {
  const pinged = sharedPing(database);
  // A ping this late may hang on a dead connection for minutes: later probes must not share
  // it, or it would keep answering "down" after the database is back. Dropped when the timer
  // fires, rather than by comparing clocks, which disagree by a few ms (libuv's cached loop
  // time against Date.now()).
  return withinTimeout(pinged, 'database ping', () => forgetPing(database, pinged));
}

/** Resolves when the connection is ready; rejects as soon as an attempt fails. */
function connected(redis: Redis): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      redis.off('ready', onReady);
      redis.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onReady = () => settle();
    const onError = (error: Error) => settle(error);
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
}

async function checkRedis(): Promise<'up' | 'not_configured'> {
  const redis = rateLimitRedis();
  if (!redis) return 'not_configured';
  // The connection opens on first use: a probe then waits for it (bounded) rather than
  // failing at once, as a ping sent before it is ready would (no offline queue, redis-store.ts).
  if (redis.status === 'wait' || redis.status === 'connecting' || redis.status === 'connect') {
    await withinTimeout(connected(redis), 'redis connection');
  }
  await withinTimeout(redis.ping(), 'redis ping');
  return 'up';
}

/**
 * Readiness, for load balancers and orchestrators: whether this instance should get
 * traffic. Ready = the database answers a ping, Redis answers one when REDIS_URL is set,
 * every migration of this build is applied (an instance of a new build started against a
 * database not yet migrated is not), and the server is not shutting down. Otherwise 503
 * SERVICE_UNAVAILABLE whose `fields` name each failed check in a few words — never a
 * driver's message, a host or SQL; the log gets why.
 */
export async function checkReadiness(log: Logger): Promise<ReadinessReport> {
  // A server that is shutting down takes no new work (src/server/shutdown.ts).
  if (isDraining()) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down.', { server: 'shutting down' });
  }
  const database = getDatabase();
  const [pinged, redis] = await Promise.allSettled([checkDatabase(database), checkRedis()]);
  const migrations =
    pinged.status === 'fulfilled'
      ? await withinTimeout(readMigrationStatus(database), 'migration status').then(
          (status) => ({ status: 'fulfilled' as const, value: status }),
          (reason: unknown) => ({ status: 'rejected' as const, reason }),
        )
      : undefined;

  const failed: Record<string, string> = {};
  if (pinged.status === 'rejected') {
    log.warn({ err: pinged.reason }, 'readiness: database unreachable');
    failed.database = 'unreachable';
  }
  if (redis.status === 'rejected') {
    log.warn({ err: redis.reason }, 'readiness: Redis unreachable');
    failed.redis = 'unreachable';
  }
  if (migrations?.status === 'rejected') {
    log.warn({ err: migrations.reason }, 'readiness: migration status unreadable');
    failed.migrations = 'unreadable';
  } else if (migrations && migrations.value.missing.length > 0) {
    log.warn({ missing: migrations.value.missing }, 'readiness: migrations not applied');
    failed.migrations = `${migrations.value.missing.length} not applied`;
  }
  if (
    pinged.status === 'rejected' ||
    redis.status === 'rejected' ||
    migrations?.status !== 'fulfilled' ||
    migrations.value.missing.length > 0
  ) {
    throw new AppError('SERVICE_UNAVAILABLE', `Not ready: ${Object.keys(failed).join(', ')}.`, failed, {
      ...OUTAGE_RETRY_HEADERS,
    });
  }
  return {
    status: 'ready',
    uptime_s: Math.round(process.uptime()),
    checks: {
      database: { status: 'up', latency_ms: Math.round(pinged.value * 100) / 100 },
      redis: { status: redis.value },
      migrations: { status: 'up', applied: migrations.value.applied },
    },
  };
}
