/**
 * Account thunks that change the auth state without signing in: registration (spec §4:
 * success sets isRegistered) and the profile update, which keeps the `user` cookie in step
 * so a reload shows the new name in the header.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { toApiError } from '@/lib/api/api-error';
import type { ProfileUpdateInput, RegisterInput } from '@/schemas/auth';
import { register, updateProfile, type User } from './auth-api';
import { saveUser } from './auth-cookies';
import { authFailed, authStarted, registered, userUpdated } from './auth-slice';
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

/** Saves the profile; the signed-in state is untouched when it fails (the form shows why). */
export const saveProfile =
  (input: ProfileUpdateInput) =>
  async (dispatch: Dispatch): Promise<AuthResult & { user?: User }> => {
    try {
      const user = await updateProfile(input);
      saveUser(user);
      dispatch(userUpdated(user));
      return { ok: true, user };
    } catch (err) {
      return { ok: false, error: toApiError(err) };
    }
  };
