import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/auth/password';
import { env } from '@/server/env';
import * as userRepository from '@/server/repositories/user-repository';
import type { Api } from '../helpers/api';
import { loginToken, registerAccount, serveAccountApi } from '../helpers/auth-routes';
import { describeEachDatabase } from '../helpers/databases';
import { overrideEnv } from '../helpers/env';
import { startStandInProvider, type ProviderUser, type StandInProvider } from '../helpers/oauth-provider';
import { isolateRateLimits } from '../helpers/rate-limits';

const REDIRECT_URI = 'http://localhost:3000/authen/google-login';

let api: Api;
let provider: StandInProvider;
beforeAll(async () => {
  api = await serveAccountApi();
  provider = await startStandInProvider();
});
afterAll(async () => {
  await api.close();
  await provider.close();
});
isolateRateLimits();

const uniqueEmail = () => `google-${randomUUID()}@example.test`;

describe('Google sign-in when not configured', () => {
  it('login-url answers 503 SERVICE_UNAVAILABLE saying so', async () => {
    const restore = overrideEnv({ GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined });
    try {
      const reply = await api.call('/api/auth/google/login-url');
      expect(reply.status).toBe(503);
      expect(reply.body.error).toEqual({
        error_code: 'SERVICE_UNAVAILABLE',
        request_id: expect.any(String),
        detail: expect.stringMatching(/Google sign-in is not configured/),
      });
    } finally {
      restore();
    }
  });
});

describeEachDatabase('Google sign-in (authorization-code flow against a stand-in provider)', () => {
  let restoreEnv: () => void;
  beforeEach(() => {
    restoreEnv = overrideEnv({
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_AUTHORIZE_URL: provider.authorizeUrl,
      GOOGLE_TOKEN_URL: provider.tokenUrl,
      GOOGLE_USERINFO_URL: provider.userinfoUrl,
    });
  });
  afterEach(() => restoreEnv());

  /** Step 1 as the browser does it: the login URL, its state and the cookie that came with it. */
  async function start(query = '', headers: Record<string, string> = {}) {
    const reply = await api.call(`/api/auth/google/login-url${query}`, { headers });
    expect(reply.status).toBe(200);
    const url = new URL(reply.body.data.login_url);
    const setCookie = reply.headers.get('set-cookie') ?? '';
    const cookie = setCookie.split(';')[0]!;
    return { url, state: url.searchParams.get('state')!, cookie, setCookie };
  }

  /** Step 2: the provider redirected back with a code; the page posts it with the state. */
  function finish(body: { code: string; state: string }, cookie?: string) {
    return api.call('/api/auth/google/login', { body, headers: cookie ? { Cookie: cookie } : {} });
  }

  function person(overrides: Partial<ProviderUser> = {}): ProviderUser {
    return { sub: randomUUID(), email: uniqueEmail(), email_verified: true, name: 'Google Person', ...overrides };
  }

  it('login-url carries the client, redirect URI, scope, a PKCE S256 challenge and a random state bound to an HttpOnly cookie', async () => {
    const { url, state, setCookie } = await start();
    expect(`${url.origin}${url.pathname}`).toBe(provider.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // The verifier itself never travels in the URL.
    expect(url.searchParams.has('code_verifier')).toBe(false);
    expect(setCookie).toMatch(
      /^oauth_state=[\w-]+\.[\w-]+; Max-Age=600; Path=\/api\/auth\/google; HttpOnly; SameSite=Lax$/,
    );
    const next = await start();
    expect(next.state).not.toBe(state);
    expect(next.url.searchParams.get('code_challenge')).not.toBe(url.searchParams.get('code_challenge'));
  });

  it('creates a verified, password-less account on first sign-in and signs the same account in later', async () => {
    const profile = person();
    const first = await start('?redirectUrl=%2Fprofile%3Ftab%3Dorders');
    const reply = await finish({ code: provider.issueCode(profile, first.url), state: first.state }, first.cookie);
    expect(reply.status).toBe(200);
    const { id, token, user, redirect_url } = reply.body.data;
    expect(user).toMatchObject({ id, email: profile.email, name: 'Google Person', email_verified: true, role: 'user' });
    expect(redirect_url).toBe('/profile?tab=orders');
    expect(reply.headers.get('set-cookie')).toMatch(/^oauth_state=; Max-Age=0;/);
    expect((await api.call('/api/auth/me', { token })).body.data.id).toBe(id);
    expect((await userRepository.findById(id))?.passwordHash).toBeNull();

    // The exchange used client_secret_post with the registered redirect URI, and proved with
    // the verifier kept in the cookie that it is the client that asked for the code.
    const exchange = provider.tokenRequests.at(-1)!;
    expect(exchange.get('client_secret')).toBe(provider.clientSecret);
    expect(exchange.get('redirect_uri')).toBe(REDIRECT_URI);
    const verifier = exchange.get('code_verifier')!;
    expect(verifier).toMatch(/^[\w-]{43}$/);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(
      first.url.searchParams.get('code_challenge'),
    );

    const second = await start();
    const again = await finish({ code: provider.issueCode(profile, second.url), state: second.state }, second.cookie);
    expect(again.body.data.id).toBe(id);
    expect(again.body.data.redirect_url).toBeNull();
  });

  it('returns to the sign-in page of the language it started in, and exchanges the code for that page', async () => {
    const viRedirect = 'http://localhost:3000/vi/authen/google-login';
    const begun = await start('?redirectUrl=%2Fcourses', { 'Accept-Language': 'vi' });
    expect(begun.url.searchParams.get('redirect_uri')).toBe(viRedirect);
    const reply = await finish({ code: provider.issueCode(person(), begun.url), state: begun.state }, begun.cookie);
    expect(reply.status).toBe(200);
    expect(reply.body.data.redirect_url).toBe('/courses');
    expect(provider.tokenRequests.at(-1)!.get('redirect_uri')).toBe(viRedirect);
  });

  it('links to a verified password account by email, keeping its password', async () => {
    const user = await userRepository.create({
      email: uniqueEmail(),
      name: 'Existing',
      passwordHash: await hashPassword('Existing-pass-42'),
      emailVerifiedAt: new Date(),
    });
    const { url, state, cookie } = await start();
    const reply = await finish(
      { code: provider.issueCode(person({ email: user!.email.toUpperCase() }), url), state },
      cookie,
    );
    expect(reply.body.data.id).toBe(user!.id);
    expect(reply.body.data.user.name).toBe('Existing');
    expect(
      (await api.call('/api/auth/login', { body: { email: user!.email, password: 'Existing-pass-42' } })).status,
    ).toBe(200);
  });

  it('refuses an account an admin disabled with 403 ACCOUNT_DISABLED, and starts no session', async () => {
    const user = await userRepository.create({
      email: uniqueEmail(),
      name: 'Disabled',
      emailVerifiedAt: new Date(),
      disabledAt: new Date(),
    });
    const { url, state, cookie } = await start();
    const reply = await finish({ code: provider.issueCode(person({ email: user!.email }), url), state }, cookie);
    expect(reply.status).toBe(403);
    expect(reply.body.error.error_code).toBe('ACCOUNT_DISABLED');
    expect(reply.body.data).toBeUndefined();
  });

  it('claims an unverified account: marks it verified, drops the unproven password and its sessions', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    const squatter = await loginToken(api, email, password);
    const { url, state, cookie } = await start();
    const reply = await finish({ code: provider.issueCode(person({ email }), url), state }, cookie);
    expect(reply.status).toBe(200);
    expect(reply.body.data.user.email_verified).toBe(true);
    expect((await api.call('/api/auth/me', { token: squatter })).status).toBe(401);
    expect((await api.call('/api/auth/login', { body: { email, password } })).status).toBe(401);
    expect((await api.call('/api/auth/me', { token: reply.body.data.token })).status).toBe(200);
  });

  it('answers 401 LOGIN_FAILED for a wrong or missing state, a bad code and an unverified provider email', async () => {
    const profile = person();
    const { url, state, cookie } = await start();
    const other = await start();
    const attempts = [
      finish({ code: provider.issueCode(profile, url), state }), // no cookie
      finish({ code: provider.issueCode(profile, url), state }, other.cookie), // another browser's state
      finish({ code: provider.issueCode(profile, url), state: 'forged' }, cookie),
      finish(
        { code: provider.issueCode(profile, url), state },
        `oauth_state=${cookie.split('=')[1]!.replace(/.$/, 'x')}`,
      ),
      finish({ code: 'not-a-code', state }, cookie),
      finish({ code: provider.issueCode(profile, url, { redirectUri: 'http://evil.example/cb' }), state }, cookie),
      finish({ code: provider.issueCode(person({ email_verified: false }), url), state }, cookie),
      finish({ code: provider.issueCode(person({ email_verified: 'false' }), url), state }, cookie),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(401);
      expect(reply.body.error.error_code).toBe('LOGIN_FAILED');
    }
    expect(await userRepository.findByEmail(profile.email)).toBeNull();
  });

  it('answers 401 when the provider refuses the client secret', async () => {
    const restore = overrideEnv({ GOOGLE_CLIENT_SECRET: 'wrong-secret' });
    try {
      const { url, state, cookie } = await start();
      const reply = await finish({ code: provider.issueCode(person(), url), state }, cookie);
      expect(reply.status).toBe(401);
    } finally {
      restore();
    }
  });

  it('drops a redirectUrl that is not a same-site path', async () => {
    const { url, state, cookie } = await start('?redirectUrl=https%3A%2F%2Fevil.example%2F');
    const reply = await finish({ code: provider.issueCode(person(), url), state }, cookie);
    expect(reply.body.data.redirect_url).toBeNull();
  });

  it('refuses a code asked for in another sign-in, even with this browser’s state (PKCE: authorization code injection)', async () => {
    const victim = person();
    const { state, cookie } = await start();
    // An attacker signs in on their own and slips their code into the victim's return page:
    // the state is the victim's, but the code is bound to the attacker's challenge.
    const attacker = await start();
    const reply = await finish({ code: provider.issueCode(victim, attacker.url), state }, cookie);
    expect(reply.status).toBe(401);
    expect(reply.body.error.error_code).toBe('LOGIN_FAILED');
    // The exchange was tried, with this browser's verifier, and the provider refused it.
    expect(provider.tokenRequests.at(-1)!.get('code_verifier')).toMatch(/^[\w-]{43}$/);
    expect(await userRepository.findByEmail(victim.email)).toBeNull();
  });

  it('refuses a state cookie that carries no PKCE verifier (one made before PKCE), so that sign-in starts again', async () => {
    const { url, state } = await start();
    // The old cookie's payload, signed with the server's key: state, page and language only.
    const payload = Buffer.from(JSON.stringify({ s: state, r: null, l: 'en' })).toString('base64url');
    const signature = createHmac('sha256', env.AUTH_SECRET).update(`oauth_state.${payload}`).digest('base64url');
    const reply = await finish(
      { code: provider.issueCode(person(), url), state },
      `oauth_state=${payload}.${signature}`,
    );
    expect(reply.status).toBe(401);
  });
});

describe('the stand-in provider (what makes the PKCE checks above mean something)', () => {
  const exchange = (code: string, verifier?: string) =>
    fetch(provider.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        ...(verifier === undefined ? {} : { code_verifier: verifier }),
      }),
    });
  const authorization = (challenge: string | null) => {
    const url = new URL(provider.authorizeUrl);
    url.search = new URLSearchParams({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      ...(challenge === null ? {} : { code_challenge: challenge, code_challenge_method: 'S256' }),
    }).toString();
    return url;
  };
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  // RFC 7636 Appendix B's example pair.
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
  const someone = { sub: 's', email: 's@example.test', email_verified: true };

  it('issues no code to an authorization request without an S256 challenge', () => {
    expect(() => provider.issueCode(someone, authorization(null))).toThrow(/code_challenge_method must be S256/);
  });

  it('trades a code only for the verifier of its challenge', async () => {
    expect((await exchange(provider.issueCode(someone, authorization(challenge)))).status).toBe(400);
    expect(
      (await exchange(provider.issueCode(someone, authorization(challenge)), `${verifier.slice(0, -1)}A`)).status,
    ).toBe(400);
    expect((await exchange(provider.issueCode(someone, authorization(challenge)), verifier)).status).toBe(200);
  });
});
