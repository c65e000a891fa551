/** Registration (spec §4: success sets isRegistered), which changes the auth state without signing in. */
import type { Dispatch } from '@reduxjs/toolkit';
import { toApiError } from '@/lib/api/api-error';
import type { RegisterInput } from '@/schemas/auth';
import { authFailed, authStarted, registered } from '@/store/auth-slice';
import { register } from './auth-api';
import type { AuthResult } from './sign-in-thunk';

export const signUp =
  (input: RegisterInput) =>
  async (dispatch: Dispatch): Promise<AuthResult> => {
    dispatch(authStarted());
    try {
      await register(input);
      dispatch(registered());
      return { ok: true };
    } catch (err) {
      const error = toApiError(err);
      dispatch(authFailed({ detail: error.detail, errorCode: error.error_code }));
      return { ok: false, error };
    }
  };
