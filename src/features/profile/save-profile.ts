/**
 * The profile update as a thunk: it keeps the `user` cookie and the store's session in step
 * with the server, so the header shows the new name at once and after a reload.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { toApiError, type ApiError } from '@/lib/api/api-error';
import { saveUser } from '@/lib/auth/browser-session';
import type { User } from '@/lib/auth/user';
import type { ProfileUpdateInput } from '@/schemas/auth';
import { userUpdated } from '@/store/auth-slice';
import { updateProfile } from './profile-api';

export type SaveProfileResult = { ok: true; user: User } | { ok: false; error: ApiError };

/** Saves the profile; the signed-in state is untouched when it fails (the form shows why). */
export const saveProfile =
  (input: ProfileUpdateInput) =>
  async (dispatch: Dispatch): Promise<SaveProfileResult> => {
    try {
      const user = await updateProfile(input);
      saveUser(user);
      dispatch(userUpdated(user));
      return { ok: true, user };
    } catch (err) {
      return { ok: false, error: toApiError(err) };
    }
  };
