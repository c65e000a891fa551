import { createHmac, timingSafeEqual } from 'node:crypto';
import { toLocale, type Locale } from '@/lib/locales';
import { safeRedirectPath } from '@/lib/routes';
import { env } from '../../../env';
import { PKCE_VERIFIER_PATTERN } from './pkce';

export const OAUTH_STATE_COOKIE = 'oauth_state';
const OAUTH_STATE_TTL_SECONDS = 10 * 60;
// Only the Google calls need it; the browser sends it nowhere else.
const COOKIE_PATH = '/api/auth/google';

export interface OAuthState {
  state: string;
  /** The PKCE verifier of the challenge the authorization URL carried. */
  codeVerifier: string;
  redirectUrl: string | null;
  /** The language the sign-in started in: Google returns to that language's page. */
  locale: Locale;
}

function sign(payload: string): string {
  return createHmac('sha256', env.AUTH_SECRET).update(`oauth_state.${payload}`).digest('base64url');
}

/**
 * The `oauth_state` cookie: the state put in the authorization URL, the PKCE verifier of its
 * challenge, the page to return to and the sign-in's language, signed so it cannot be forged,
 * HttpOnly (no script reads the verifier), sent only to the Google calls, SameSite=Lax, 10 minutes.
 */
export function stateCookie(value: OAuthState): string {
  const payload = Buffer.from(
    JSON.stringify({ s: value.state, v: value.codeVerifier, r: value.redirectUrl, l: value.locale }),
  ).toString('base64url');
  return serialize(`${payload}.${sign(payload)}`, OAUTH_STATE_TTL_SECONDS);
}

/** Deletes the cookie (a state is good for one sign-in). */
export function clearedStateCookie(): string {
  return serialize('', 0);
}

/** The cookie's content when its signature holds; null otherwise. */
export function readStateCookie(cookieValue: string | undefined): OAuthState | null {
  if (!cookieValue) return null;
  const [payload, signature] = cookieValue.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      s?: unknown;
      v?: unknown;
      r?: unknown;
      l?: unknown;
    };
    // A sign-in begun without a verifier (before PKCE) cannot finish: it starts again.
    if (typeof parsed.s !== 'string' || typeof parsed.v !== 'string' || !PKCE_VERIFIER_PATTERN.test(parsed.v)) {
      return null;
    }
    return {
      state: parsed.s,
      codeVerifier: parsed.v,
      redirectUrl: typeof parsed.r === 'string' ? safeRedirectPath(parsed.r) : null,
      locale: toLocale(typeof parsed.l === 'string' ? parsed.l : null),
    };
  } catch {
    return null;
  }
}

function serialize(value: string, maxAge: number): string {
  const secure = env.NODE_ENV === 'production' ? '; Secure' : '';
  return `${OAUTH_STATE_COOKIE}=${value}; Max-Age=${maxAge}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}`;
}
