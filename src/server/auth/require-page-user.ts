import type { GetServerSidePropsContext, Redirect } from 'next';
import { readCookies, TOKEN_COOKIE, USER_COOKIE } from '@/lib/auth/session-cookies';
import { localePath, toLocale } from '@/lib/locales';
import { signInPath } from '@/lib/routes';
import { authenticate } from '../http/auth-context';
import type { AuthUser } from './auth-user';

export type PageUser = { user: AuthUser; redirect?: undefined } | { user?: undefined; redirect: Redirect };

// Same attributes as the browser writes them (path /), so these replace and expire them.
const EXPIRED_SESSION_COOKIES = [TOKEN_COOKIE, USER_COOKIE].map((name) => `${name}=; Path=/; Max-Age=0; SameSite=Lax`);

/**
 * For the getServerSideProps of a signed-in page (DESIGN.md §7): the visitor's user, or a
 * redirect to sign-in that brings them back to this page (locale kept).
 */
export async function requirePageUser(context: GetServerSidePropsContext): Promise<PageUser> {
  const { req, res } = context;
  // Per-user HTML: no shared cache may keep it.
  res.setHeader('Cache-Control', 'private, no-store');
  const user = await authenticate(req);
  if (user) return { user };

  // A token that no longer holds (signed out elsewhere, password changed, expired) is
  // dropped with its user cookie: otherwise the browser would keep showing itself signed
  // in, and the sign-in page would send it straight back here.
  if (hasSessionCookie(req.headers.cookie)) res.setHeader('Set-Cookie', EXPIRED_SESSION_COOKIES);

  const destination = localePath(toLocale(context.locale), signInPath(context.resolvedUrl));
  return { redirect: { destination, permanent: false } };
}

function hasSessionCookie(header: string | undefined): boolean {
  const cookies = readCookies(header);
  return cookies[TOKEN_COOKIE] !== undefined || cookies[USER_COOKIE] !== undefined;
}
