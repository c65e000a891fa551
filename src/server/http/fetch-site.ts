import type { IncomingMessage } from 'node:http';
import { env } from '../env';

/**
 * True when a browser says the request was started by another site (Sec-Fetch-Site
 * `cross-site`, or `same-site`: a sibling subdomain is another site to us). Requests
 * without the header (API clients, old browsers) and the site's own or typed-in
 * navigations are not. For GETs that do more than read, such as starting an exam attempt.
 */
export function isCrossSiteRequest(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

const APP_ORIGIN = new URL(env.APP_URL).origin;

/**
 * The CSRF check of every state-changing call (OWASP CSRF cheat sheet, "verifying origin
 * with standard headers"): the session token also travels in a cookie, so a page of
 * another site must not be able to make the browser send a write. Modern browsers say
 * where a request comes from in Sec-Fetch-Site; older ones send Origin on every
 * cross-origin write, which must then be this site's (APP_URL, or the Host the request
 * came to, for a site reached by more than one name). A request with neither header comes
 * from a non-browser client, which holds no victim's cookie: it is let through.
 */
export function isCrossSiteWrite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (origin === APP_ORIGIN) return false;
  const host = req.headers.host;
  return !host || (origin !== `http://${host}` && origin !== `https://${host}`);
}
