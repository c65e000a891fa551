import NProgress from 'nprogress';
import { useRouter } from 'next/router';
import { useEffect } from 'react';

/** A thin bar at the top of the page while a client-side route change is under way. */
export function RouteProgress() {
  const { events } = useRouter();

  useEffect(() => {
    NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15 });
    // Shallow changes (query updates on the same page) load nothing: no bar for them.
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) NProgress.start();
    };
    const done = () => NProgress.done();
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', done);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', done);
    };
  }, [events]);

  return null;
}
