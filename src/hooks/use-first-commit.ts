import { useEffectEvent, useLayoutEffect } from 'react';

/**
 * Runs `run` once, at the component's first commit, with the props and state of that
 * render. For reading what a visitor did to server-rendered HTML before its script ran
 * (useTypedBeforeHydration, useChosenBeforeHydration): React runs a commit's layout effects
 * before it renders again, so the DOM is still as the visitor left it, and any later
 * difference between a field and its HTML is an edit React has seen.
 */
export function useFirstCommit(run: () => void): void {
  const runOnce = useEffectEvent(run);
  useLayoutEffect(() => runOnce(), []);
}
