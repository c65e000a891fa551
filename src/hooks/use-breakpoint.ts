import { useSyncExternalStore } from 'react';
import { breakpointOf, DEFAULT_BREAKPOINT_STATE, type BreakpointState } from '@/lib/breakpoints';

/**
 * The window's current breakpoint (spec §4), following resizes.
 *
 * - Server render and hydration use DEFAULT_BREAKPOINT_STATE (getServerSnapshot), so the
 *   first client render matches the HTML; React then re-renders once with the real width.
 *   A component mounted later, after a client navigation, gets the real width at once.
 * - Resize events fire for every pixel, but the snapshot is one of six shared objects
 *   (breakpointOf caches them), so React re-renders only when a band boundary is crossed.
 */
export function useBreakpoint(): BreakpointState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

function subscribe(onChange: () => void): () => void {
  // orientationchange is covered: the viewport width change also fires resize.
  window.addEventListener('resize', onChange, { passive: true });
  return () => window.removeEventListener('resize', onChange);
}

function getSnapshot(): BreakpointState {
  return breakpointOf(window.innerWidth);
}

function getServerSnapshot(): BreakpointState {
  return DEFAULT_BREAKPOINT_STATE;
}
