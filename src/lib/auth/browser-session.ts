/**
 * The browser's side of the session cookies (see session-cookies.ts): js-cookie reads and
 * writes `document.cookie` with the attributes the spec gives them.
 */
import Cookies from 'js-cookie';
import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  sessionOf,
  TOKEN_COOKIE,
  USER_COOKIE,
  type StoredSession,
} from './session-cookies';
import type { User } from './user';

function cookieAttributes(): Cookies.CookieAttributes {
  return {
    // js-cookie counts `expires` in days: 259200 s is 3.
    expires: AUTH_COOKIE_MAX_AGE_SECONDS / 86_400,
    path: '/',
    sameSite: 'Lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  };
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
