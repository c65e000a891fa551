/**
 * The session's state and transitions (spec §3–4), plus the thunks that tie them to the
 * session cookies: restoring the session on start and signing out. Every feature reads the
 * session (the header's menu, ownership checks, the chat's identity), so it lives with the
 * store rather than in one feature; the sign-in forms and their thunks stay in features/auth.
 */
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorCode } from '@/lib/api/api-error';
import { readSession, removeSession } from '@/lib/auth/browser-session';
import { readSessionFromCookieHeader } from '@/lib/auth/session-cookies';
import type { User } from '@/lib/auth/user';
import { hydratedWith } from './hydrate';

/** @internal exported for the tests */
export interface AuthState {
  isLoading: boolean;
  isLoggedIn: boolean;
  isRegistered: boolean;
  user: User | null;
  error: string | null;
  errorCode: ApiErrorCode | null;
}

/** @internal exported for the tests */
export const initialAuthState: AuthState = {
  isLoading: false,
  isLoggedIn: false,
  isRegistered: false,
  user: null,
  error: null,
  errorCode: null,
};

interface AuthFailure {
  detail: string;
  errorCode: ApiErrorCode | null;
}

const hydrated = hydratedWith<{ auth?: AuthState }>();

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authStarted(state) {
      state.isLoading = true;
      state.error = null;
      state.errorCode = null;
    },
    authSucceeded(state, action: PayloadAction<User>) {
      state.isLoading = false;
      state.isLoggedIn = true;
      state.user = action.payload;
    },
    authFailed(state, action: PayloadAction<AuthFailure>) {
      state.isLoading = false;
      state.isLoggedIn = false;
      state.user = null;
      state.error = action.payload.detail;
      state.errorCode = action.payload.errorCode;
    },
    registered(state) {
      state.isLoading = false;
      state.isRegistered = true;
    },
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    sessionRestored(state, action: PayloadAction<User>) {
      state.isLoggedIn = true;
      state.user = action.payload;
    },
    loggedOut: () => initialAuthState,
  },
  extraReducers: (builder) => {
    builder.addCase(hydrated, (state, action) => {
      const server = action.payload.auth;
      // The server wins only when it actually resolved a session. Static pages carry the
      // signed-out state they were built with, and that must not sign the visitor out on
      // navigation; after a sign-out the cookies are gone, so the server cannot undo it.
      return server?.isLoggedIn ? server : state;
    });
  },
});

export const { authStarted, authSucceeded, authFailed, registered, userUpdated, loggedOut } = authSlice.actions;
/** @internal exported for the tests */
export const { sessionRestored } = authSlice.actions;
export const authReducer = authSlice.reducer;

/**
 * Spec §4: on start, a stored token and user cookie together restore the user as signed
 * in. In the browser it reads document.cookie; on the server pass `req.headers.cookie`.
 * Returns whether a session was restored.
 */
export const restoreSession =
  (cookieHeader?: string) =>
  (dispatch: Dispatch): boolean => {
    const onServer = typeof document === 'undefined';
    const session = onServer || cookieHeader !== undefined ? readSessionFromCookieHeader(cookieHeader) : readSession();
    if (!session) return false;
    dispatch(sessionRestored(session.user));
    return true;
  };

/**
 * Spec §4 logout: revokes the server session, then removes both cookies and sets signed
 * out (the store drops the other slices too). The call goes first because it needs the
 * token cookie for its bearer header; its failure is ignored — the local sign-out must
 * happen either way. The API module loads on demand: the slice is in every page's first
 * load, and axios need not be.
 */
export const signOut =
  () =>
  async (dispatch: Dispatch): Promise<void> => {
    try {
      const { logout } = await import('@/lib/auth/session-api');
      await logout();
    } catch {
      // The chunk failed to load (offline): still sign out locally.
    }
    removeSession();
    dispatch(loggedOut());
  };
