import { HYDRATE } from 'next-redux-wrapper';
import { describe, expect, it } from 'vitest';
import {
  authFailed,
  authReducer,
  authStarted,
  authSucceeded,
  initialAuthState,
  loggedOut,
  registered,
  restoreSession,
  sessionRestored,
  type AuthState,
} from '@/store/auth-slice';
import { makeStore } from '@/store/store';

const user = { id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10', name: 'An', fullName: 'Nguyen Van An' };
const signedIn: AuthState = { ...initialAuthState, isLoggedIn: true, user };

describe('auth transitions (spec §4)', () => {
  it('starts signed out', () => {
    expect(authReducer(undefined, { type: 'init' })).toEqual({
      isLoading: false,
      isLoggedIn: false,
      isRegistered: false,
      user: null,
      error: null,
      errorCode: null,
    });
  });

  it('authStarted sets loading and clears errors', () => {
    const failed = { ...initialAuthState, error: 'Wrong', errorCode: 'LOGIN_FAILED' as const };
    expect(authReducer(failed, authStarted())).toEqual({ ...initialAuthState, isLoading: true });
  });

  it('authSucceeded sets logged in and the user', () => {
    const loading = { ...initialAuthState, isLoading: true };
    expect(authReducer(loading, authSucceeded(user))).toEqual({ ...initialAuthState, isLoggedIn: true, user });
  });

  it('authFailed sets not logged in with detail and errorCode', () => {
    const state = authReducer(
      { ...signedIn, isLoading: true },
      authFailed({ detail: 'Wrong', errorCode: 'LOGIN_FAILED' }),
    );
    expect(state).toEqual({ ...initialAuthState, error: 'Wrong', errorCode: 'LOGIN_FAILED' });
  });

  it('registered sets isRegistered', () => {
    expect(authReducer({ ...initialAuthState, isLoading: true }, registered())).toEqual({
      ...initialAuthState,
      isRegistered: true,
    });
  });

  it('loggedOut clears everything (spec §4: reset)', () => {
    const busy: AuthState = { ...signedIn, isRegistered: true, error: 'x', errorCode: 'FORBIDDEN', isLoading: true };
    expect(authReducer(busy, loggedOut())).toEqual(initialAuthState);
  });

  it('sessionRestored signs the user in', () => {
    expect(authReducer(initialAuthState, sessionRestored(user))).toEqual(signedIn);
  });
});

describe('auth HYDRATE: the server wins only with a resolved session', () => {
  const hydrate = (auth: AuthState) => ({ type: HYDRATE, payload: { auth } });

  it('takes a signed-in server state', () => {
    const other = { id: '8a2b6c4d-1e3f-4a5b-8c7d-9e0f1a2b3c4d', name: 'Binh' };
    const server = { ...initialAuthState, isLoggedIn: true, user: other };
    expect(authReducer(initialAuthState, hydrate(server))).toEqual(server);
    expect(authReducer(signedIn, hydrate(server)).user).toEqual(other);
  });

  it('keeps the client state when the server rendered signed out (static pages)', () => {
    const state = authReducer(signedIn, hydrate(initialAuthState));
    expect(state).toBe(signedIn);
  });

  it('keeps a signed-out client signed out when the server is signed out too', () => {
    expect(authReducer(initialAuthState, hydrate(initialAuthState))).toEqual(initialAuthState);
  });

  it('ignores a HYDRATE without auth state', () => {
    expect(authReducer(signedIn, { type: HYDRATE, payload: {} })).toBe(signedIn);
  });
});

describe('restoreSession from a Cookie header (server side)', () => {
  const userCookie = `user=${encodeURIComponent(JSON.stringify(user))}`;

  it('restores the user when token and user cookies both exist', () => {
    const store = makeStore();
    expect(store.dispatch(restoreSession(`theme=dark; token=jwt; ${userCookie}`))).toBe(true);
    expect(store.getState().auth).toEqual(signedIn);
  });

  it.each([
    ['the token is missing', userCookie],
    ['the user is missing', 'token=jwt'],
    ['the user cookie is not JSON', 'token=jwt; user=%7Bbroken'],
    ['there are no cookies', undefined],
  ])('stays signed out when %s', (_label, header) => {
    const store = makeStore();
    expect(store.dispatch(restoreSession(header))).toBe(false);
    expect(store.getState().auth).toEqual(initialAuthState);
  });
});
