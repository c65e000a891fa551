import { afterAll, beforeAll, expect, it } from 'vitest';
import * as adminChats from '@/pages/api/admin/chats';
import * as unsubscribe from '@/pages/api/newsletter/unsubscribe';
import { env } from '@/server/env';
import { serveApi, type Api } from './helpers/api';
import { ACCOUNT_ROUTES } from './helpers/auth-routes';
import { describeEachDatabase } from './helpers/databases';
import { isolateRateLimits } from './helpers/rate-limits';
import { signedInUser } from './helpers/users';

/**
 * CSRF (the hardening issue): the session token is also read from a cookie, so every write
 * started by another site is refused, whatever the route; reads and non-browser clients
 * are not affected. And authorization lives in the routes, not in a middleware a header
 * could skip (CVE-2025-29927: `x-middleware-subrequest`).
 */
let api: Api;
beforeAll(async () => {
  api = await serveApi({
    ...ACCOUNT_ROUTES,
    '/api/admin/chats': adminChats,
    '/api/newsletter/unsubscribe': unsubscribe,
  });
});
afterAll(() => api.close());
isolateRateLimits();

const APP_ORIGIN = new URL(env.APP_URL).origin;
const LOGIN = { email: 'nobody@example.test', password: 'Wrong-password-1' };

async function loginWith(headers: Record<string, string>) {
  return api.call('/api/auth/login', { body: LOGIN, headers });
}

describeEachDatabase('writes started by another site', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin, no Sec-Fetch-Site', { Origin: 'https://evil.example' }],
    ['Origin: null (sandboxed frame, data: URL)', { Origin: 'null' }],
  ])('are refused with 403 CROSS_SITE_REQUEST: %s', async (_, headers) => {
    const reply = await loginWith(headers);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({
      success: false,
      error: { error_code: 'CROSS_SITE_REQUEST', request_id: expect.any(String), detail: expect.any(String) },
    });
  });

  it('are refused before the session is read: a cross-site logout with the cookie leaves the session alive', async () => {
    const { token } = await signedInUser();
    const logout = await api.call('/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: `token=${token}`, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    });
    expect(logout.status).toBe(403);
    expect((await api.call('/api/auth/me', { token })).status).toBe(200);
  });

  it('apply to PATCH, PUT and DELETE as well as POST', async () => {
    const { token } = await signedInUser();
    const patch = await api.call('/api/auth/me', {
      method: 'PATCH',
      body: { name: 'Changed from elsewhere' },
      headers: { Cookie: `token=${token}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(patch.status).toBe(403);
    expect((await api.call('/api/auth/me', { token })).body.data.name).not.toBe('Changed from elsewhere');
  });
});

describeEachDatabase('requests that are let through', () => {
  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'Sec-Fetch-Site': 'none' }],
    ['Origin equal to APP_URL', { Origin: APP_ORIGIN }],
    ['no Sec-Fetch-Site and no Origin (a non-browser client)', {}],
  ])('a write with %s reaches the route', async (_, headers) => {
    const reply = await loginWith(headers);
    expect(reply.status).toBe(401);
    expect(reply.body.error.error_code).toBe('LOGIN_FAILED');
  });

  it('a write whose Origin is the host it was sent to (the site under another name)', async () => {
    // Each route is its own server here: the Host is that of the login route's.
    const host = new URL((await api.raw('/api/auth/login')).url).host;
    const reply = await loginWith({ Origin: `http://${host}` });
    expect(reply.body.error.error_code).toBe('LOGIN_FAILED');
  });

  it('reads from another site: a GET changes nothing, so it is answered', async () => {
    const { token } = await signedInUser();
    const reply = await api.call('/api/auth/me', { token, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(reply.status).toBe(200);
  });

  it('the one-click unsubscribe of mail providers (RFC 8058), which carries its own signed token', async () => {
    const reply = await api.call('/api/newsletter/unsubscribe?token=not-a-real-token', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(reply.body.error?.error_code).not.toBe('CROSS_SITE_REQUEST');
  });
});

describeEachDatabase('authorization is in the routes, not in a middleware', () => {
  const SUBREQUEST = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };

  it('x-middleware-subrequest does not skip the sign-in check', async () => {
    const reply = await api.call('/api/auth/me', { headers: SUBREQUEST });
    expect(reply.status).toBe(401);
    expect(reply.body.error.error_code).toBe('UNAUTHORIZED');
  });

  it('x-middleware-subrequest does not skip the admin check', async () => {
    const learner = await signedInUser('user');
    const reply = await api.call('/api/admin/chats', { token: learner.token, headers: SUBREQUEST });
    expect(reply.status).toBe(403);
    expect(reply.body.error.error_code).toBe('FORBIDDEN');
  });
});
