import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { getDatabase } from '../db/client';
import { logger } from '../http/logger';
import { readQueueDepths } from './queue-depth';

/** The site's metrics, served by GET /api/metrics (src/pages/api/metrics.ts). */
export interface SiteMetrics {
  readonly registry: Registry;
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly chatConnections: Gauge<'audience'>;
}

// On globalThis, as the database is (src/server/db/client.ts): Next evaluates server modules
// more than once (dev hot reload, its separate bundles) and vitest re-imports them, and a
// second registration of a metric name on one registry throws. One registry per process.
const holder = globalThis as typeof globalThis & { __learnhubMetrics?: SiteMetrics };

/** The process's metrics, made on first use. */
export function siteMetrics(): SiteMetrics {
  holder.__learnhubMetrics ??= createSiteMetrics();
  return holder.__learnhubMetrics;
}

function createSiteMetrics(): SiteMetrics {
  // Its own registry rather than prom-client's global one: nothing else in the process
  // (a library) can add to or clash with what the site exposes.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'API requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from an API request reaching its handler to the end of its reply, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    // The bench holds API reads at p99 <= 20 ms: fine buckets below that, coarse above.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const chatConnections = new Gauge({
    name: 'learnhub_chat_connections',
    help: 'Chat push streams open in this process, by audience (visitor or admin).',
    labelNames: ['audience'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'learnhub_database_info',
    help: 'The database this process uses: driver "postgres" (a pool) or "pglite" (embedded, in process: no pool).',
    labelNames: ['driver'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const database = currentDatabase();
      if (database) this.set({ driver: database.driver }, 1);
    },
  });
  new Gauge({
    name: 'learnhub_db_pool_connections',
    help: 'The PostgreSQL pool: connections open (total), idle, and queries waiting for one (waiting). Absent on the embedded database.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const stats = currentDatabase()?.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'learnhub_queue_depth',
    help: 'Work waiting in each queue, read from the database at scrape time (absent while it is unreachable).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const [queue, depth] of Object.entries(await readQueueDepths())) this.set({ queue }, depth);
      } catch (error) {
        // A scrape still answers while the database is down: the other metrics say why.
        logger.warn({ err: error }, 'metrics: queue depths unreadable');
      }
    },
  });

  return { registry, httpRequests, httpRequestDuration, chatConnections };
}

function currentDatabase(): ReturnType<typeof getDatabase> | undefined {
  try {
    return getDatabase();
  } catch {
    // The process is exiting and has closed its database for good.
    return undefined;
  }
}

const KNOWN_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts one answered API request. Every label is bounded: the route is a template, the
 * status a number, and any method a client invents is counted as OTHER.
 */
export function recordApiRequest(method: string | undefined, route: string, status: number, seconds: number): void {
  const metrics = siteMetrics();
  const labels = { method: method && KNOWN_METHODS.has(method) ? method : 'OTHER', route, status: String(status) };
  metrics.httpRequests.inc(labels);
  metrics.httpRequestDuration.observe(labels, seconds);
}
