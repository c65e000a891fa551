import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { env } from '../env';
import { AppError } from '../http/app-error';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * The metrics are for the operator's scraper only: without METRICS_TOKEN the endpoint is not
 * exposed at all (404, as for any unknown path); with it, the request must carry
 * `Authorization: Bearer <token>` (401 otherwise). The token is compared in constant time,
 * over SHA-256 digests so that its length does not leak either.
 */
export function assertScrapeAllowed(req: IncomingMessage): void {
  const token = env.METRICS_TOKEN;
  if (!token) throw new AppError('NOT_FOUND', 'No API endpoint at this path.');
  const header = req.headers.authorization ?? '';
  const presented = /^Bearer (\S+)$/i.exec(header)?.[1] ?? '';
  if (!timingSafeEqual(digest(presented), digest(token))) {
    throw new AppError('UNAUTHORIZED', 'A valid metrics token is required.', undefined, {
      'WWW-Authenticate': 'Bearer realm="metrics"',
    });
  }
}
