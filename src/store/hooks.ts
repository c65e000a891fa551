/** Typed react-redux hooks, and the session hooks every feature uses (spec §4). */
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { User } from '@/lib/auth/user';
import { restoreSession } from './auth-slice';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** Whether a visitor is signed in (the store's session, restored from the cookies). */
export function useIsSignedIn(): boolean {
  return useAppSelector((state) => state.auth.isLoggedIn);
}

/** The signed-in user, or null when signed out. */
export function useSignedInUser(): User | null {
  return useAppSelector((state) => (state.auth.isLoggedIn ? state.auth.user : null));
}

/**
 * Call once in _app: restores the signed-in user from the cookies after the first render.
 * After, not during: a static page's HTML was rendered signed out, and restoring before
 * hydration would make the client's first render differ from that HTML.
 */
export function useRestoreSessionOnStart(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(restoreSession());
  }, [dispatch]);
}
