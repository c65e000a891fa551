import type { GoogleConfig } from './google-config';

/** What the provider's userinfo endpoint says about the person (OpenID Connect standard claims). */
export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

const TIMEOUT_MS = 10_000;

class GoogleProviderError extends Error {
  override name = 'GoogleProviderError';
}

/**
 * Step 2a: trades the authorization code for an access token (client_secret_post), proving
 * with the PKCE verifier that this is the client that asked for the code.
 */
export async function exchangeCode(config: GoogleConfig, code: string, codeVerifier: string): Promise<string> {
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: codeVerifier,
      redirect_uri: config.redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { access_token?: unknown; error?: unknown } | null;
  if (!response.ok || typeof body?.access_token !== 'string') {
    throw new GoogleProviderError(
      `token endpoint answered ${response.status} (${String(body?.error ?? 'no access_token')})`,
    );
  }
  return body.access_token;
}

/** Step 2b: reads the signed-in person's profile with the access token. */
export async function fetchProfile(config: GoogleConfig, accessToken: string): Promise<GoogleProfile> {
  const response = await fetch(config.userinfoUrl, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body || typeof body.sub !== 'string' || typeof body.email !== 'string') {
    throw new GoogleProviderError(`userinfo endpoint answered ${response.status} without sub and email`);
  }
  return {
    sub: body.sub,
    email: body.email,
    // Some providers send the boolean as a string.
    emailVerified: body.email_verified === true || body.email_verified === 'true',
    name: typeof body.name === 'string' && body.name.trim() !== '' ? body.name.trim() : null,
  };
}
