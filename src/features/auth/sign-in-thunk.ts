/**
 * The sign-in thunks (password and Google), apart from the slice on purpose: they bring the
 * axios client, which the slice (in every page's first load through the store) must not.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { toApiError, type ApiError } from '@/lib/api/api-error';
import { googleLogin, login, type Credentials, type LoginReply } from './auth-api';
import { saveSession } from '@/lib/auth/browser-session';
import { authFailed, authStarted, authSucceeded } from '@/store/auth-slice';

/** A thunk's outcome: the failure keeps the ApiError so a form can show its field messages. */
export type AuthResult = { ok: true } | { ok: false; error: ApiError };

/** Spec §4 start → success/failure around a call that yields a session. */
async function startSession(dispatch: Dispatch, call: () => Promise<LoginReply>): Promise<AuthResult> {
  dispatch(authStarted());
  try {
    const { token, user } = await call();
    saveSession({ token, user });
    dispatch(authSucceeded(user));
    return { ok: true };
  } catch (err) {
    const error = toApiError(err);
    dispatch(authFailed({ detail: error.detail, errorCode: error.error_code }));
    return { ok: false, error };
  }
}

/** Signs in with email and password; the session goes to the cookies. */
export const signIn =
  (credentials: Credentials) =>
  (dispatch: Dispatch): Promise<AuthResult> =>
    startSession(dispatch, () => login(credentials));

/**
 * Finishes Google sign-in with the provider's code and state. Resolves with the page the
 * login-url call stored, when the server returns it.
 */
export const signInWithGoogle =
  (code: string, state: string) =>
  async (dispatch: Dispatch): Promise<AuthResult & { redirectUrl?: string | null }> => {
    let redirectUrl: string | null | undefined;
    const result = await startSession(dispatch, async () => {
      const reply = await googleLogin(code, state);
      redirectUrl = reply.redirect_url;
      return reply;
    });
    return result.ok ? { ...result, redirectUrl } : result;
  };
