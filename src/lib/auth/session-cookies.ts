/**
 * The session as two cookies (spec §4, §9): `token` (sent as the bearer header by the API
 * client, read by the server's auth) and `user` (JSON, so the header can show who is signed
 * in before any call). Both live 259200 s on path /.
 *
 * Every Cookie header of the site, browser or server, is read with the `cookie` package
 * (`readCookies`), which decodes what js-cookie writes; the browser writes with js-cookie
 * (`browser-session.ts`). This module has no browser dependency, so the server imports it.
 */
import { parse } from 'cookie';
import type { User } from './user';

export const TOKEN_COOKIE = 'token';
export const USER_COOKIE = 'user';
export const AUTH_COOKIE_MAX_AGE_SECONDS = 259_200;

export interface StoredSession {
  token: string;
  user: User;
}

/**
 * Name → value of a Cookie request header: percent-encoding decoded (a malformed one kept
 * as sent), the first of a repeated name kept, no prototype keys.
 */
export function readCookies(header: string | undefined): Partial<Record<string, string>> {
  return header ? parse(header) : {};
}

/**
 * A `user` cookie value, or null when it is missing, not JSON or not a user.
 * @internal exported for the tests
 */
export function parseUserCookie(raw: string | undefined): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const id = (value as { id?: unknown }).id;
    return typeof id === 'string' && id !== '' ? (value as User) : null;
  } catch {
    return null;
  }
}

/** Spec §4: the session is restored only when both cookies exist. */
export function sessionOf(token: string | undefined, rawUser: string | undefined): StoredSession | null {
  const user = parseUserCookie(rawUser);
  return token && user ? { token, user } : null;
}

/** The server's reading of the session, from `req.headers.cookie`. */
export function readSessionFromCookieHeader(header: string | undefined): StoredSession | null {
  const cookies = readCookies(header);
  return sessionOf(cookies[TOKEN_COOKIE], cookies[USER_COOKIE]);
}
