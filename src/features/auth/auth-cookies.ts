/**
 * The session as two cookies (spec §4, §9): `token` (sent as the bearer header by the
 * API client) and `user` (JSON, so the header can show who is signed in before any call).
 * Both live 259200 s on path /. The browser side uses js-cookie; the server side parses
 * the request's Cookie header with the same decoding.
 */
import Cookies from 'js-cookie';
import { TOKEN_COOKIE, USER_COOKIE } from '@/lib/api/session-cookies';
import type { User } from './auth-api';

export { TOKEN_COOKIE, USER_COOKIE };
export const AUTH_COOKIE_MAX_AGE_SECONDS = 259_200;

export interface StoredSession {
  token: string;
  user: User;
}

function cookieAttributes(): Cookies.CookieAttributes {
  return {
    // js-cookie counts `expires` in days: 259200 s is 3.
    expires: AUTH_COOKIE_MAX_AGE_SECONDS / 86_400,
    path: '/',
    sameSite: 'Lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  };
}

/** A `user` cookie value, or null when it is missing, not JSON or not a user. */
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

function sessionOf(token: string | undefined, rawUser: string | undefined): StoredSession | null {
  const user = parseUserCookie(rawUser);
  // Spec §4: the session is restored only when both cookies exist.
  return token && user ? { token, user } : null;
}

export function readSession(): StoredSession | null {
  return sessionOf(Cookies.get(TOKEN_COOKIE), Cookies.get(USER_COOKIE));
}

export function saveSession({ token, user }: StoredSession): void {
  Cookies.set(TOKEN_COOKIE, token, cookieAttributes());
  Cookies.set(USER_COOKIE, JSON.stringify(user), cookieAttributes());
}

/** Rewrites the `user` cookie (after a profile update), keeping the token as it is. */
export function saveUser(user: User): void {
  Cookies.set(USER_COOKIE, JSON.stringify(user), cookieAttributes());
}

export function removeSession(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(USER_COOKIE, { path: '/' });
}

// js-cookie's default read converter: percent-encoded runs are decoded, the rest kept.
function decodeCookieValue(value: string): string {
  const unquoted = value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return unquoted.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
  } catch {
    return unquoted;
  }
}

/** Name → value of a Cookie request header (the first occurrence of a name wins). */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name && !Object.hasOwn(cookies, name)) cookies[name] = decodeCookieValue(part.slice(eq + 1).trim());
  }
  return cookies;
}

/** The server's reading of the same session, from `req.headers.cookie`. */
export function readSessionFromCookieHeader(header: string | undefined): StoredSession | null {
  const cookies = parseCookieHeader(header);
  return sessionOf(cookies[TOKEN_COOKIE], cookies[USER_COOKIE]);
}
