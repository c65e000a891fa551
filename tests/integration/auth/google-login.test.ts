import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/auth/password';
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

  it('login-url carries the client, redirect URI, scope and a random state bound to an HttpOnly cookie', async () => {
    const { url, state, setCookie } = await start();
    expect(`${url.origin}${url.pathname}`).toBe(provider.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(setCookie).toMatch(
      /^oauth_state=[\w-]+\.[\w-]+; Max-Age=600; Path=\/api\/auth\/google; HttpOnly; SameSite=Lax$/,
    );
    expect((await start()).state).not.toBe(state);
  });

  it('creates a verified, password-less account on first sign-in and signs the same account in later', async () => {
    const profile = person();
    const first = await start('?redirectUrl=%2Fprofile%3Ftab%3Dorders');
    const reply = await finish({ code: provider.issueCode(profile, REDIRECT_URI), state: first.state }, first.cookie);
    expect(reply.status).toBe(200);
    const { id, token, user, redirect_url } = reply.body.data;
    expect(user).toMatchObject({ id, email: profile.email, name: 'Google Person', email_verified: true, role: 'user' });
    expect(redirect_url).toBe('/profile?tab=orders');
    expect(reply.headers.get('set-cookie')).toMatch(/^oauth_state=; Max-Age=0;/);
    expect((await api.call('/api/auth/me', { token })).body.data.id).toBe(id);
    expect((await userRepository.findById(id))?.passwordHash).toBeNull();

    // The exchange used client_secret_post with the registered redirect URI.
    const exchange = provider.tokenRequests.at(-1)!;
    expect(exchange.get('client_secret')).toBe(provider.clientSecret);
    expect(exchange.get('redirect_uri')).toBe(REDIRECT_URI);

    const second = await start();
    const again = await finish({ code: provider.issueCode(profile, REDIRECT_URI), state: second.state }, second.cookie);
    expect(again.body.data.id).toBe(id);
    expect(again.body.data.redirect_url).toBeNull();
  });

  it('returns to the sign-in page of the language it started in, and exchanges the code for that page', async () => {
    const viRedirect = 'http://localhost:3000/vi/authen/google-login';
    const begun = await start('?redirectUrl=%2Fcourses', { 'Accept-Language': 'vi' });
    expect(begun.url.searchParams.get('redirect_uri')).toBe(viRedirect);
    const reply = await finish({ code: provider.issueCode(person(), viRedirect), state: begun.state }, begun.cookie);
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
    const { state, cookie } = await start();
    const reply = await finish(
      { code: provider.issueCode(person({ email: user!.email.toUpperCase() }), REDIRECT_URI), state },
      cookie,
    );
    expect(reply.body.data.id).toBe(user!.id);
    expect(reply.body.data.user.name).toBe('Existing');
    expect(
      (await api.call('/api/auth/login', { body: { email: user!.email, password: 'Existing-pass-42' } })).status,
    ).toBe(200);
  });

  it('claims an unverified account: marks it verified, drops the unproven password and its sessions', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    const squatter = await loginToken(api, email, password);
    const { state, cookie } = await start();
    const reply = await finish({ code: provider.issueCode(person({ email }), REDIRECT_URI), state }, cookie);
    expect(reply.status).toBe(200);
    expect(reply.body.data.user.email_verified).toBe(true);
    expect((await api.call('/api/auth/me', { token: squatter })).status).toBe(401);
    expect((await api.call('/api/auth/login', { body: { email, password } })).status).toBe(401);
    expect((await api.call('/api/auth/me', { token: reply.body.data.token })).status).toBe(200);
  });

  it('answers 401 LOGIN_FAILED for a wrong or missing state, a bad code and an unverified provider email', async () => {
    const profile = person();
    const { state, cookie } = await start();
    const other = await start();
    const attempts = [
      finish({ code: provider.issueCode(profile, REDIRECT_URI), state }), // no cookie
      finish({ code: provider.issueCode(profile, REDIRECT_URI), state }, other.cookie), // another browser's state
      finish({ code: provider.issueCode(profile, REDIRECT_URI), state: 'forged' }, cookie),
      finish(
        { code: provider.issueCode(profile, REDIRECT_URI), state },
        `oauth_state=${cookie.split('=')[1]!.replace(/.$/, 'x')}`,
      ),
      finish({ code: 'not-a-code', state }, cookie),
      finish({ code: provider.issueCode(profile, 'http://evil.example/cb'), state }, cookie),
      finish({ code: provider.issueCode(person({ email_verified: false }), REDIRECT_URI), state }, cookie),
      finish({ code: provider.issueCode(person({ email_verified: 'false' }), REDIRECT_URI), state }, cookie),
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
      const { state, cookie } = await start();
      const reply = await finish({ code: provider.issueCode(person(), REDIRECT_URI), state }, cookie);
      expect(reply.status).toBe(401);
    } finally {
      restore();
    }
  });

  it('drops a redirectUrl that is not a same-site path', async () => {
    const { state, cookie } = await start('?redirectUrl=https%3A%2F%2Fevil.example%2F');
    const reply = await finish({ code: provider.issueCode(person(), REDIRECT_URI), state }, cookie);
    expect(reply.body.data.redirect_url).toBeNull();
  });
});
