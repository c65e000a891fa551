import { useRouter } from 'next/router';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ApiError } from '@/lib/api/api-error';
import { load, type LoadResult } from '@/lib/api/request';

type LoadStatus = 'loading' | 'ready' | 'failed';

export interface LoadState<T> {
  status: LoadStatus;
  /** The latest data; while reloading, the previous data stays visible. */
  data: T | null;
  error: ApiError | null;
  /** Loads again (after a failure, or to refresh). */
  retry: () => void;
}

/**
 * Loads data in the browser and keeps "failed" apart from "empty", so a page shows an
 * error state with retry instead of a blank (DESIGN.md §5). `key` names the request's
 * inputs (e.g. `orders:page=2`): when it changes, `call` runs again, and a reply to an
 * older key is dropped. The page's language is part of every key: the API answers in it,
 * and switching language keeps the page mounted, so without it a list loaded in one
 * language would stay on screen under the other's labels.
 */
export function useLoad<T>(call: () => Promise<T>, key: string): LoadState<T> {
  const { locale } = useRouter();
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${locale}:${key}#${attempt}`;
  const [settled, setSettled] = useState<{ key: string; result: LoadResult<T> } | null>(null);
  const run = useEffectEvent(() => load(call));

  useEffect(() => {
    let current = true;
    void run().then((result) => {
      if (current) setSettled({ key: requestKey, result });
    });
    return () => {
      current = false;
    };
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!settled || settled.key !== requestKey) {
    return { status: 'loading', data: settled?.result.data ?? null, error: null, retry };
  }
  const { result } = settled;
  return result.failed
    ? { status: 'failed', data: null, error: result.error, retry }
    : { status: 'ready', data: result.data, error: null, retry };
}
