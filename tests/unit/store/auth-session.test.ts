// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, removeSession, saveSession } from '@/lib/auth/browser-session';
import { USER_COOKIE } from '@/lib/auth/session-cookies';
import { initialAuthState, restoreSession, signOut } from '@/store/auth-slice';
import { signUp } from '@/features/auth/account-thunks';
import { saveProfile } from '@/features/profile/save-profile';
import { signIn, signInWithGoogle } from '@/features/auth/sign-in-thunk';
import { examReducer, quizLoaded } from '@/features/exam/exam-slice';
import { panelOpened } from '@/features/chat/chat-slice';
import { TOKEN_COOKIE } from '@/lib/auth/session-cookies';
import { makeStore } from '@/store/store';
import { practiceExam } from '../../fixtures/exam-fixtures';
import { fail, mockApi, ok } from '../api/mock-adapter';

const user = {
  id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10',
  name: 'An',
  fullName: 'Nguyen Van An',
  address: 'Hà Nội; Quận 1',
};

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
  removeSession();
  vi.restoreAllMocks();
});

describe('session cookies', () => {
  it('writes token and user for 3 days (259200 s) on path / with SameSite Lax', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveSession({ token: 'jwt', user });
    const attributes = { expires: 3, path: '/', sameSite: 'Lax', secure: false };
    expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 'jwt', attributes);
    expect(set).toHaveBeenCalledWith(USER_COOKIE, JSON.stringify(user), attributes);
  });

  it('reads back what it wrote, including non-ASCII and ";" in the user', () => {
    saveSession({ token: 'jwt', user });
    expect(readSession()).toEqual({ token: 'jwt', user });
  });

  it('removes both cookies', () => {
    saveSession({ token: 'jwt', user });
    removeSession();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(USER_COOKIE)).toBeUndefined();
    expect(readSession()).toBeNull();
  });
});

describe('restoreSession in the browser (spec §4)', () => {
  it('restores the user as logged in when both cookies exist', () => {
    saveSession({ token: 'jwt', user });
    const store = makeStore();
    expect(store.dispatch(restoreSession())).toBe(true);
    expect(store.getState().auth).toEqual({ ...initialAuthState, isLoggedIn: true, user });
  });

  it('stays signed out when the token cookie is missing', () => {
    Cookies.set(USER_COOKIE, JSON.stringify(user), { path: '/' });
    const store = makeStore();
    expect(store.dispatch(restoreSession())).toBe(false);
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('stays signed out when the user cookie is missing', () => {
    Cookies.set(TOKEN_COOKIE, 'jwt', { path: '/' });
    const store = makeStore();
    expect(store.dispatch(restoreSession())).toBe(false);
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });
});

describe('signIn', () => {
  it('stores the session in cookies and signs in', async () => {
    mock = mockApi(() => ok({ id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10', token: 'jwt', user }));
    const store = makeStore();
    await expect(store.dispatch(signIn({ email: 'an@example.com', password: 'pw' }))).resolves.toEqual({ ok: true });
    expect(store.getState().auth).toEqual({ ...initialAuthState, isLoggedIn: true, user });
    expect(readSession()).toEqual({ token: 'jwt', user });
  });

  it('records the detail and code of a failed login and writes no cookie', async () => {
    mock = mockApi(() => fail(401, 'LOGIN_FAILED', 'Wrong email or password'));
    const store = makeStore();
    await expect(store.dispatch(signIn({ email: 'an@example.com', password: 'bad' }))).resolves.toMatchObject({
      ok: false,
      error: { error_code: 'LOGIN_FAILED', status: 401 },
    });
    expect(store.getState().auth).toEqual({
      ...initialAuthState,
      error: 'Wrong email or password',
      errorCode: 'LOGIN_FAILED',
    });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it("fails with 'Server error!' on a reply without a token", async () => {
    mock = mockApi(() => ok({ id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10', user }));
    const store = makeStore();
    await store.dispatch(signIn({ email: 'an@example.com', password: 'pw' }));
    expect(store.getState().auth.error).toBe('Server error!');
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });
});

describe('signOut', () => {
  it('removes both cookies, signs out and drops the other slices', async () => {
    mock = mockApi(() => ok(null));
    saveSession({ token: 'jwt', user });
    const store = makeStore();
    store.dispatch(restoreSession());
    store.dispatch(quizLoaded(practiceExam()));
    store.dispatch(panelOpened());

    await store.dispatch(signOut());

    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(USER_COOKIE)).toBeUndefined();
    expect(store.getState().auth).toEqual(initialAuthState);
    expect(store.getState().exam).toEqual(examReducer(undefined, { type: 'init' }));
    expect(store.getState().chat.isOpen).toBe(false);
  });

  it('revokes the session with POST /api/auth/logout while the token is still there', async () => {
    mock = mockApi(() => ok(null));
    saveSession({ token: 'jwt', user });
    const store = makeStore();
    store.dispatch(restoreSession());
    await store.dispatch(signOut());
    expect(mock.requests.map((r) => [r.method, r.url, r.headers.get('Authorization')])).toEqual([
      ['post', '/api/auth/logout', 'Bearer jwt'],
    ]);
  });

  it('signs out locally when the logout call fails', async () => {
    mock = mockApi(() => 'network-error');
    saveSession({ token: 'jwt', user });
    const store = makeStore();
    store.dispatch(restoreSession());
    await store.dispatch(signOut());
    expect(readSession()).toBeNull();
    expect(store.getState().auth).toEqual(initialAuthState);
  });
});

describe('signInWithGoogle', () => {
  it('posts code and state, stores the session and passes the stored redirect_url on', async () => {
    mock = mockApi(() => ok({ id: user.id, token: 'jwt-g', user, redirect_url: '/courses' }));
    const store = makeStore();
    await expect(store.dispatch(signInWithGoogle('code-1', 'state-1'))).resolves.toEqual({
      ok: true,
      redirectUrl: '/courses',
    });
    expect(JSON.parse(String(mock.requests[0]?.data))).toEqual({ code: 'code-1', state: 'state-1' });
    expect(readSession()).toEqual({ token: 'jwt-g', user });
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });

  it("fails with 'Server error!' on a reply without a token", async () => {
    mock = mockApi(() => ok({ id: user.id, user }));
    const store = makeStore();
    const result = await store.dispatch(signInWithGoogle('code-1', 'state-1'));
    expect(result).toMatchObject({ ok: false, error: { detail: 'Server error!' } });
    expect(store.getState().auth.error).toBe('Server error!');
  });
});

describe('signUp', () => {
  it('sets isRegistered (spec §4) without signing in', async () => {
    mock = mockApi(() => ({ status: 201, data: { success: true, data: user } }));
    const store = makeStore();
    await expect(
      store.dispatch(signUp({ email: 'an@example.com', name: 'An', password: 'long enough' })),
    ).resolves.toEqual({ ok: true });
    expect(store.getState().auth).toEqual({ ...initialAuthState, isRegistered: true });
    expect(readSession()).toBeNull();
  });

  it('records a failure with its code and keeps the ApiError for the form', async () => {
    mock = mockApi(() => fail(409, 'REGISTER_FAILED', 'An account with this email already exists.'));
    const store = makeStore();
    const result = await store.dispatch(signUp({ email: 'an@example.com', name: 'An', password: 'long enough' }));
    expect(result).toMatchObject({ ok: false, error: { error_code: 'REGISTER_FAILED' } });
    expect(store.getState().auth).toMatchObject({ isRegistered: false, errorCode: 'REGISTER_FAILED' });
  });
});

describe('saveProfile', () => {
  it('updates the store and the user cookie, keeping the token', async () => {
    const updated = { ...user, name: 'An Nguyen', phone: '0912' };
    mock = mockApi(() => ok(updated));
    saveSession({ token: 'jwt', user });
    const store = makeStore();
    store.dispatch(restoreSession());
    await expect(store.dispatch(saveProfile({ name: 'An Nguyen', phone: '0912' }))).resolves.toEqual({
      ok: true,
      user: updated,
    });
    expect(readSession()).toEqual({ token: 'jwt', user: updated });
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, user: updated });
  });

  it('leaves the session alone when the update fails', async () => {
    mock = mockApi(() => fail(400, 'VALIDATION_ERROR', 'phone: bad', { phone: 'bad' }));
    saveSession({ token: 'jwt', user });
    const store = makeStore();
    store.dispatch(restoreSession());
    const result = await store.dispatch(saveProfile({ phone: 'x' }));
    expect(result).toMatchObject({ ok: false, error: { fields: { phone: 'bad' } } });
    expect(readSession()).toEqual({ token: 'jwt', user });
    expect(store.getState().auth.user).toEqual(user);
  });
});
