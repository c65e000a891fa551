// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, removeSession, saveSession, USER_COOKIE } from '@/features/auth/auth-cookies';
import { initialAuthState, restoreSession, signOut } from '@/features/auth/auth-slice';
import { signIn } from '@/features/auth/sign-in-thunk';
import { examReducer, quizLoaded } from '@/features/exam/exam-slice';
import { panelOpened } from '@/features/chat/chat-slice';
import { TOKEN_COOKIE } from '@/lib/api/client';
import { makeStore } from '@/store/store';
import { fail, mockApi, ok } from '../api/mock-adapter';

const user = { id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10', name: 'An', fullName: 'Nguyen Van An', address: 'Hà Nội; Quận 1' };

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
    await expect(store.dispatch(signIn({ email: 'an@example.com', password: 'pw' }))).resolves.toBe(true);
    expect(store.getState().auth).toEqual({ ...initialAuthState, isLoggedIn: true, user });
    expect(readSession()).toEqual({ token: 'jwt', user });
  });

  it('records the detail and code of a failed login and writes no cookie', async () => {
    mock = mockApi(() => fail(401, 'LOGIN_FAILED', 'Wrong email or password'));
    const store = makeStore();
    await expect(store.dispatch(signIn({ email: 'an@example.com', password: 'bad' }))).resolves.toBe(false);
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
    saveSession({ token: 'jwt', user });
    const store = makeStore();
    store.dispatch(restoreSession());
    store.dispatch(quizLoaded({ quizData: { quiz_info: { id: 4 }, exam: [] } }));
    store.dispatch(panelOpened());

    await store.dispatch(signOut());

    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(USER_COOKIE)).toBeUndefined();
    expect(store.getState().auth).toEqual(initialAuthState);
    expect(store.getState().exam).toEqual(examReducer(undefined, { type: 'init' }));
    expect(store.getState().chat.isOpen).toBe(false);
  });
});
