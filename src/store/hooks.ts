/** Typed react-redux hooks, and the client-side start of the session (spec §4). */
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { restoreSession } from '@/features/auth/auth-slice';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

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
