import type { LoadState } from '@/hooks/use-load';

/**
 * A list the server rendered into the page, in the shape LoadStateView shows: its results;
 * the error state with a retry when they could not be read (the page answered 503); the
 * loading state on a page built without them (they are on their way), or with the current
 * results kept, dimmed, while a new search's page is on its way.
 */
export function serverListState<T>(
  result: T | null,
  { deferred, loading, retry }: { deferred: boolean; loading: boolean; retry: () => void },
): LoadState<T> {
  const status = result === null ? (deferred ? 'loading' : 'failed') : loading ? 'loading' : 'ready';
  return { status, data: result, error: null, retry };
}
