import type { IncomingMessage } from 'node:http';
import { env } from '../env';

/**
 * The client's IP for rate limits. X-Forwarded-For is written by whoever sends the request,
 * so it is read only when TRUST_PROXY says a proxy of ours sets it — and then its last
 * entry, the one that proxy appended (earlier entries are the client's own claims).
 */
export function clientIp(req: IncomingMessage, trustProxy: boolean = env.TRUST_PROXY): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const value = Array.isArray(header) ? header.join(',') : header;
    const last = value
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
