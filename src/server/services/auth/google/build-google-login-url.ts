import { randomBytes } from 'node:crypto';
import type { Locale } from '@/lib/locales';
import { safeRedirectPath } from '@/lib/routes';
import { googleConfig } from './google-config';
import { stateCookie } from './oauth-state-cookie';
import { createPkcePair } from './pkce';

/**
 * Step 1 of the authorization-code flow: the provider URL to send the browser to, and the
 * cookie that binds its random `state` to this browser (checked in step 2 against CSRF).
 * The URL carries a PKCE challenge (S256); its verifier stays in the signed cookie, with the
 * state, until the code is exchanged.
 * `redirectUrl` (the page to return to) is kept only when it is a same-site path. Google
 * returns to the sign-in page of `locale`, so the rest of the sign-in speaks the language
 * it started in.
 */
export function buildGoogleLoginUrl(
  redirectUrl: string | undefined,
  locale: Locale,
): { loginUrl: string; cookie: string } {
  const config = googleConfig(locale);
  const state = randomBytes(32).toString('base64url');
  const pkce = createPkcePair();
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  return {
    loginUrl: url.toString(),
    cookie: stateCookie({ state, codeVerifier: pkce.verifier, redirectUrl: safeRedirectPath(redirectUrl), locale }),
  };
}
