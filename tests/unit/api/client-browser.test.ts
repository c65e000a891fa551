// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api/client';
import { TOKEN_COOKIE } from '@/lib/auth/session-cookies';
import { mockApi, ok } from './mock-adapter';

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  document.documentElement.removeAttribute('lang');
});

describe('api client in the browser', () => {
  it('adds Authorization: Bearer <token> from the token cookie', async () => {
    Cookies.set(TOKEN_COOKIE, 'abc.def.ghi', { path: '/' });
    mock = mockApi(() => ok({}));
    await api.get('/api/auth/me');
    expect(mock.requests[0]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without the cookie', async () => {
    mock = mockApi(() => ok({}));
    await api.get('/api/posts');
    expect(mock.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reads the cookie on every request, so a sign-in or sign-out applies at once', async () => {
    mock = mockApi(() => ok({}));
    Cookies.set(TOKEN_COOKIE, 'first', { path: '/' });
    await api.get('/api/a');
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    await api.get('/api/b');
    expect(mock.requests[0]?.headers.get('Authorization')).toBe('Bearer first');
    expect(mock.requests[1]?.headers.has('Authorization')).toBe(false);
  });

  it('keeps an Authorization header the caller set itself', async () => {
    Cookies.set(TOKEN_COOKIE, 'cookie-token', { path: '/' });
    mock = mockApi(() => ok({}));
    await api.get('/api/a', { headers: { Authorization: 'Bearer explicit' } });
    expect(mock.requests[0]?.headers.get('Authorization')).toBe('Bearer explicit');
  });

  it('asks for the page language through Accept-Language', async () => {
    document.documentElement.lang = 'vi';
    mock = mockApi(() => ok({}));
    await api.get('/api/posts');
    expect(mock.requests[0]?.headers.get('Accept-Language')).toBe('vi');
  });
});
