import { useRouter } from 'next/router';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const locationSearch = () => window.location.search;
const noSearch = () => '';

/**
 * The current path and query, without the locale prefix (as `router.asPath`). A statically
 * rendered page hydrates with the path it was built for — its query exists only in the
 * address bar — so the query is read from `window.location` once hydrated. (Navigation
 * re-renders through the router, so nothing needs subscribing.)
 */
export function useCurrentPath(): string {
  const { asPath } = useRouter();
  const search = useSyncExternalStore(noSubscription, locationSearch, noSearch);
  const pathname = asPath.split(/[?#]/)[0] ?? '/';
  return `${pathname}${search}`;
}
