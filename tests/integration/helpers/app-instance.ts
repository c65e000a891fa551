/**
 * One "app instance" for the multi-instance tests: a separate Node process that serves every
 * API route (src/openapi/api-routes.ts) on 127.0.0.1 (a random port, printed as
 * `listening <port>`) against the database of DATABASE_URL. Nothing but the database (and
 * Redis, when REDIS_URL is set) is shared with the test process or with another instance.
 *
 *   node --import tsx tests/integration/helpers/app-instance.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bootstrapServer } from '@/server/bootstrap';
import { closeDatabase } from '@/server/db/client';
import { connectRateLimitStore } from '@/server/rate-limit/redis-store';
import { connectChatBus } from '@/server/chat-push/chat-push';
import { API_ROUTES } from '@/openapi/api-routes';
import { nextQuery, routeMatcher } from './http';

const routeFor = routeMatcher(API_ROUTES);

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const found = routeFor(url.pathname);
  if (!found) {
    res.statusCode = 404;
    res.end();
    return;
  }
  Object.assign(req, { query: nextQuery(url, found.params) });
  void found.route.default(req, res);
});

// INSTANCE_MIGRATE=1: migrate the database first, as a real server start does (a fresh
// embedded database in DATA_DIR; after a crash, whatever recovery it needs).
void (async () => {
  if (process.env.INSTANCE_MIGRATE === '1') await bootstrapServer({ seed: false });
  // As src/server/start.ts does: the first request already counts in the shared Redis, and
  // the first chat change reaches the other instances.
  await connectRateLimitStore();
  await connectChatBus();
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
  });
})();

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void closeDatabase().finally(() => process.exit(0));
});
