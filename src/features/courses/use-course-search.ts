import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { courseSearchParams, type CourseFilters } from '@/lib/catalog/course-filters';
import { localePath, toLocale } from '@/lib/locales';
import { ROUTES } from '@/lib/routes';

/**
 * The /courses page keeps its whole search in the URL (shareable; back and forward work):
 * `search(filters)` navigates to the search's URL and the server renders its results.
 * `loading` is true from then until the new results arrive.
 */
export function useCourseSearch(): { search: (filters: CourseFilters) => void; loading: boolean } {
  const router = useRouter();
  const [loading, setLoading] = useState(false);

  const { events, locale } = router;
  useEffect(() => {
    const ownPath = localePath(toLocale(locale), ROUTES.courses);
    const start = (url: string) => {
      // Only a new search of this page: a link to elsewhere has its own progress bar.
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
  }, [events, locale]);

  const search = useCallback(
    (filters: CourseFilters) => {
      // Filters stay where they are on screen; only the results below change.
      void router.push({ pathname: ROUTES.courses, query: courseSearchParams(filters) }, undefined, { scroll: false });
    },
    [router],
  );

  return { search, loading };
}
