import { useSyncExternalStore } from 'react';
import { ERROR_REFERENCE_COOKIE, errorReferenceOf } from '@/lib/error-reference';

/** The reference of this page load: read from the cookie once, which is then cleared. */
let taken: string | null | undefined;

function takeErrorReference(): string | null {
  if (taken === undefined) {
    taken = errorReferenceOf(document.cookie);
    // Cleared, so that a later error page does not show this one's reference.
    if (taken) document.cookie = `${ERROR_REFERENCE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
  return taken;
}

/**
 * A new page load, as far as the reference goes.
 * @internal exported for the tests
 */
export function forgetErrorReference(): void {
  taken = undefined;
}

const noUpdates = () => () => {};

/**
 * The id of the request that failed, which the server left in a short-lived cookie for the
 * 500 page (built once, it cannot read its request: src/lib/error-reference.ts). Null on the
 * server and during hydration, so the built HTML hydrates as it is; then the reference.
 */
export function useErrorReference(): string | null {
  return useSyncExternalStore(noUpdates, takeErrorReference, () => null);
}
