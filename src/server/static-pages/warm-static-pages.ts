import { logger } from '../http/logger';

let warm = false;

/**
 * True once every static page has been rendered since this server started
 * (warmStaticPages): a readiness check can wait for it, so that a load balancer sends
 * visitors to an instance only once its pages are ready to be served from memory.
 * @internal exported for the tests, and for the readiness check (/api/health/ready) to read
 */
export function staticPagesWarm(): boolean {
  return warm;
}

/**
 * Renders the static pages whose build-time renders were discarded at start
 * (discard-build-renders.ts), one after the other, by requesting them from this server on
 * loopback: so the first visitor of a page rarely waits for its render. Not awaited by the
 * start hook: Next queues these requests until the hook is done. `next start` puts its
 * port in PORT; without it (tests, dev) there is nothing to warm.
 */
export async function warmStaticPages(routes: readonly string[], port = process.env.PORT): Promise<void> {
  if (!port) {
    warm = true;
    return;
  }
  const started = performance.now();
  let failed = 0;
  for (const route of routes) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${route}`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      // A page that cannot be rendered now (the database is down) is rendered on its next request.
      if (!response.ok && response.status !== 404) throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      failed += 1;
      logger.warn({ err: error, route }, 'rendering a static page at start failed; its first request renders it');
    }
  }
  warm = true;
  logger.info({ pages: routes.length, failed, ms: Math.round(performance.now() - started) }, 'static pages rendered');
}
