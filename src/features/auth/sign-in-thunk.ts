/**
 * The sign-in thunk, apart from the slice on purpose: it brings the axios client, which the
 * slice (in every page's first load through the store) must not.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { toApiError } from '@/lib/api/api-error';
import { login, type Credentials } from './auth-api';
import { saveSession } from './auth-cookies';
import { authFailed, authStarted, authSucceeded } from './auth-slice';

/** Signs in with email and password; the session goes to the cookies. Resolves false on failure. */
export const signIn =
  (credentials: Credentials) =>
  async (dispatch: Dispatch): Promise<boolean> => {
    dispatch(authStarted());
    try {
      const { token, user } = await login(credentials);
      saveSession({ token, user });
      dispatch(authSucceeded(user));
      return true;
    } catch (err) {
      const { detail, error_code } = toApiError(err);
      dispatch(authFailed({ detail, errorCode: error_code }));
      return false;
    }
  };

