import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';

type QueryPatch = Record<string, string | number | undefined | null>;

/**
 * A back-office table's state lives in the URL (DESIGN.md §9): page, sort and filters are
 * query parameters, the server renders the table for them, and a link or a reload shows the
 * same view. `update` merges a change into the URL (a cleared value drops the parameter;
 * any change but the page's own goes back to page 1); `loading` is true while the new view
 * is on its way.
 */
export function useUrlQuery() {
  const router = useRouter();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const start = () => setLoading(true);
    const stop = () => setLoading(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', stop);
    router.events.on('routeChangeError', stop);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', stop);
      router.events.off('routeChangeError', stop);
    };
  }, [router.events]);

  const query = Object.fromEntries(
    Object.entries(router.query).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );

  const update = (patch: QueryPatch) => {
    const next: Record<string, string> = { ...query };
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === null || value === '') delete next[key];
      else next[key] = String(value);
    }
    if (!('page' in patch)) delete next.page;
    void router.push({ pathname: router.pathname, query: next }, undefined, { scroll: false });
  };

  return { query, update, loading };
}
