import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
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

/**
 * What per-IP rate limits count by: an IPv4 address whole, an IPv6 address by its /64
 * network. One subscriber commonly holds a whole /64 and may pick any address in it, so
 * counting full IPv6 addresses would let one client spread its requests at will.
 * (VNPay and the logs get the full address from `clientIp`.)
 */
export function ipLimitKey(ip: string): string {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const groupsIn = (part: string) => (part === '' ? [] : part.split(':'));
  const [head = '', tail] = address.split('::');
  const left = groupsIn(head);
  // An embedded IPv4 address (the last 32 bits) counts as two groups.
  const right = groupsIn(tail ?? '').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
