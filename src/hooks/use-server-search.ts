import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { localePath, toLocale } from '@/lib/locales';

interface ServerSearchOptions<F> {
  /** The list's path (`/courses`): a URL of it with a search in its query is rendered per request. */
  path: string;
  /** The search the page was rendered with (from its props, not the router). */
  filters: F;
  /** The search's URL query; defaults left out, so one search has one URL. */
  toQuery: (filters: F) => Record<string, string>;
  /**
   * The page was built without its results (`next build` has no database): they are asked
   * of the server on arrival, the address unchanged.
   */
  deferred?: boolean;
}

interface ServerSearch<F> {
  /** What the controls show: the search asked for, at once, before its results arrive. */
  shown: F;
  /** Goes to the URL of another search; the server renders its results. */
  apply: (next: F) => void;
  /** From a new search of this list until its results arrive. */
  loading: boolean;
}

/**
 * A list whose search lives in its URL and whose results the server renders (the course
 * search, the source-code list, the account store): shareable, back and forward work, the
 * results are in the first HTML. The filters stay where they are on screen; only the
 * results below change.
 */
export function useServerSearch<F>({
  path,
  filters,
  toQuery,
  deferred = false,
}: ServerSearchOptions<F>): ServerSearch<F> {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const [pending, setPending] = useState<{ base: F; value: F } | null>(null);

  const { events, locale } = router;
  useEffect(() => {
    const ownPath = localePath(toLocale(locale), path);
    const start = (url: string) => {
      // Only a new search of this list: a link to elsewhere has its own progress bar.
      if (url.split(/[?#]/)[0] === ownPath) setLoading(true);
    };
    const stop = () => setLoading(false);
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', stop);
    events.on('routeChangeError', stop);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', stop);
      events.off('routeChangeError', stop);
    };
  }, [events, locale, path]);

  useEffect(() => {
    // The list's first page as a search (`page=1`, which every list reads): src/proxy.ts
    // renders it per request. The browser asks for the data of the address shown with the
    // query of the one given, so the address stays the plain list's.
    if (deferred) void router.replace({ pathname: path, query: { page: '1' } }, router.asPath, { scroll: false });
  }, [deferred, path, router]);

  const apply = (next: F) => {
    setPending({ base: filters, value: next });
    void router.push({ pathname: path, query: toQuery(next) }, undefined, { scroll: false });
  };
  return { shown: pending?.base === filters ? pending.value : filters, apply, loading };
}
