import type { HealthReport } from '@/lib/api/health-types';
import { getDatabase, ping, type AppDatabase } from '../db/client';
import { AppError } from '../http/app-error';
import type { Logger } from '../http/logger';
import { OUTAGE_RETRY_HEADERS } from '../http/service-unavailable';
import { isDraining } from '../shutdown';

// A probe that waits longer than this is as good as down for a load balancer.
const PING_TIMEOUT_MS = 2_000;

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

/**
 * Process and database status for operators and load balancers: one `select 1`, so it
 * stays cheap enough to poll. Any database failure is 503 without details; the log gets why.
 * From a shutdown signal on it is 503 too, so a load balancer stops sending requests.
 */
export async function checkHealth(log: Logger): Promise<HealthReport> {
  // Readiness: a server that is shutting down takes no new work.
  if (isDraining()) throw new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down.');
  const database = getDatabase();
  let timer: NodeJS.Timeout | undefined;
  try {
    const pinged = sharedPing(database);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // A ping this late may hang on a dead connection for minutes: later probes must
        // not share it, or it would keep answering "down" after the database is back.
        // Dropped here, when the timer fires, rather than by comparing clocks, which
        // disagree by a few ms (libuv's cached loop time against Date.now()).
        forgetPing(database, pinged);
        reject(new Error(`database ping timed out after ${PING_TIMEOUT_MS} ms`));
      }, PING_TIMEOUT_MS);
    });
    const latency = await Promise.race([pinged, timeout]);
    return {
      status: 'ok',
      uptime_s: Math.round(process.uptime()),
      database: { status: 'up', latency_ms: Math.round(latency * 100) / 100 },
    };
  } catch (error) {
    log.warn({ err: error }, 'health check: database unreachable');
    throw new AppError('SERVICE_UNAVAILABLE', 'The database is unavailable.', undefined, { ...OUTAGE_RETRY_HEADERS });
  } finally {
    clearTimeout(timer);
  }
}
